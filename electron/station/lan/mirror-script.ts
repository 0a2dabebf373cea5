/**
 * The mirror page's one script, served as /mirror.js (a file from this server, so the CSP needs no
 * inline script). Plain browser JavaScript kept as a string: it must not depend on the build. It reads
 * the key from its own page's query, follows the event stream, and draws with textContent only, so a
 * player's name can never become markup. English lines for now, in one table like lan-strings.ts.
 */
export const MIRROR_SCRIPT = String.raw`'use strict';
(function () {
  var T = {
    waiting: 'Waiting for the moderator to open a game.',
    phase: { setup: 'Setting up', sunrise: 'Sunrise', day: 'Day {round}', night: 'Night {round}', ended: 'Game over' },
    living: 'In the game ({n})',
    out: 'Out of the game',
    news: 'Announcements',
    result: 'Result: {winner} win',
    team: { honest: 'the honest', mafia: 'the mafia' },
    role: { honest: 'Honest', mafia: 'Mafia' },
    cause: { executed: 'voted out on day {round}', killed: 'killed in night {round}' },
    seat: '{name} ({seat})',
    accusation: '{accuser} accuses {accused}',
    proposal: '{proposer} proposes to go to night',
    needed: '{needed} of {entitled} hands needed',
    neededCast: 'More hands for than against ({entitled} may vote)',
    points: '{score} pts',
    offline: 'Connection lost, reconnecting…',
    subject: { accusation: 'Accusation against {seat}', 'night-proposal': 'Night proposed by {seat}' },
    line: {
      'game-started': 'The game begins with {players} players.',
      'day-began': 'Day {round} begins.',
      'night-fell': 'Night {round} falls.',
      accusation: '{accuser} accuses {accused}.',
      'night-proposed': '{proposer} proposes to go to night.',
      'vote-result': '{subject}: {yes} for — {outcome}.',
      'vote-cancelled': '{subject}: withdrawn.',
      executed: '{seat} is voted out.',
      killed: '{seat} was killed in the night.',
      'nobody-died': 'Nobody died in the night.',
      'game-over': 'Game over: {winner} win.'
    },
    carried: 'carried',
    rejected: 'not carried'
  };
  function fill(text, params) {
    return String(text).replace(/\{(\w+)\}/g, function (m, k) {
      return Object.prototype.hasOwnProperty.call(params, k) ? String(params[k]) : m;
    });
  }
  function $(id) { return document.getElementById(id); }
  function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); }
  function item(list, text) { var li = document.createElement('li'); li.textContent = text; list.appendChild(li); }
  function who(view, seat) {
    for (var i = 0; i < view.players.length; i++) {
      if (view.players[i].seat === seat) return fill(T.seat, { name: view.players[i].name, seat: seat });
    }
    return String(seat);
  }
  function announce(view, a) {
    var p = {};
    for (var k in a) if (Object.prototype.hasOwnProperty.call(a, k)) p[k] = a[k];
    ['seat', 'accuser', 'accused', 'proposer'].forEach(function (k) { if (typeof a[k] === 'number') p[k] = who(view, a[k]); });
    if (a.subject) p.subject = fill(T.subject[a.subject] || a.subject, { seat: p.seat });
    if (typeof a.passed === 'boolean') p.outcome = a.passed ? T.carried : T.rejected;
    if (a.winner) p.winner = T.team[a.winner] || a.winner;
    return fill(T.line[a.kind] || a.kind, p);
  }
  function render(view) {
    var phase = $('phase'), vote = $('vote'), living = $('living'), out = $('out'), news = $('news');
    var resultTitle = $('result-title'), result = $('result');
    [living, out, news, result].forEach(clear);
    ['living-title', 'out-title', 'news-title'].forEach(function (id) { $(id).textContent = ''; });
    vote.hidden = true; result.hidden = true; resultTitle.hidden = true;
    if (!view) { phase.textContent = T.waiting; return; }
    phase.textContent = fill(T.phase[view.phase] || view.phase, { round: view.round });
    var alive = view.players.filter(function (p) { return p.alive; });
    $('living-title').textContent = fill(T.living, { n: alive.length });
    alive.forEach(function (p) { item(living, who(view, p.seat)); });
    var gone = view.players.filter(function (p) { return !p.alive; });
    if (gone.length) $('out-title').textContent = T.out;
    gone.forEach(function (p) {
      var how = p.eliminated ? fill(T.cause[p.eliminated.cause] || '', { round: p.eliminated.round }) : '';
      item(out, who(view, p.seat) + (how ? ' — ' + how : ''));
    });
    if (view.vote) {
      var v = view.vote;
      var line = v.kind === 'accusation'
        ? fill(T.accusation, { accuser: who(view, v.accuser), accused: who(view, v.accused) })
        : fill(T.proposal, { proposer: who(view, v.proposer) });
      line += ' · ' + (v.needed === null ? fill(T.neededCast, v) : fill(T.needed, v));
      vote.textContent = line;
      vote.hidden = false;
    }
    if (view.announcements.length) $('news-title').textContent = T.news;
    view.announcements.slice().reverse().forEach(function (a) { item(news, announce(view, a)); });
    if (view.result) {
      resultTitle.textContent = fill(T.result, { winner: T.team[view.result.winner] || view.result.winner });
      view.players.forEach(function (p, i) {
        var role = p.role ? ' — ' + (T.role[p.role] || p.role) : '';
        var score = view.result.scores[i];
        item(result, who(view, p.seat) + role + (typeof score === 'number' ? ' · ' + fill(T.points, { score: score }) : ''));
      });
      resultTitle.hidden = false; result.hidden = false;
    }
  }
  var status = $('status');
  var source = new EventSource('/projector/events' + location.search);
  source.onmessage = function (event) {
    var view;
    try { view = JSON.parse(event.data); } catch (e) { return; }
    status.textContent = '';
    render(view);
  };
  source.onerror = function () { status.textContent = T.offline; };
})();
`;
