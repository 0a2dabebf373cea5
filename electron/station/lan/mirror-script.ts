/**
 * The mirror page's one script, served as /mirror.js (a file from this server, so the CSP needs no
 * inline script). Plain browser JavaScript kept as a string: it must not depend on the build. It reads
 * the key from its own page's query, follows the event stream and draws each frame (mirror-frame.ts:
 * the projector's screen model, already in the projector's language) with textContent only, so a
 * player's name can never become markup. Between pushes it counts a running timer down itself, as the
 * projector window does (renderer/common/timer): from the pushed remaining time, by its own clock.
 */
export const MIRROR_SCRIPT = String.raw`'use strict';
(function () {
  var TICK_MS = 100;
  var LOW_MS = 10000;
  function $(id) { return document.getElementById(id); }
  function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); }
  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }
  function show(node, on) { node.hidden = !on; }

  // --- the timer, counted down locally between pushes
  var timer = null, receivedAt = 0, ticker = null, text = null;
  function remaining() {
    if (!timer) return 0;
    return timer.running ? Math.max(0, timer.remainingMs - (performance.now() - receivedAt)) : timer.remainingMs;
  }
  function format(ms) {
    var seconds = Math.ceil(Math.max(0, ms) / 1000);
    var s = seconds % 60;
    return Math.floor(seconds / 60) + ':' + (s < 10 ? '0' : '') + s;
  }
  function drawTimer() {
    var box = $('timer');
    if (!timer) { show(box, false); return; }
    var left = remaining();
    var state = left <= 0 ? 'over' : timer.running ? 'running' : 'paused';
    box.className = 'is-' + state + (left > 0 && left <= LOW_MS ? ' is-low' : '');
    box.setAttribute('data-state', state);
    $('timer-kind').textContent = timer.label;
    $('timer-seat').textContent = timer.seat || '';
    $('timer-state').textContent = state === 'paused' ? text.paused : state === 'over' ? text.timeUp : '';
    $('timer-digits').textContent = format(left);
    show(box, true);
  }
  function setTimer(next) {
    timer = next;
    receivedAt = performance.now();
    if (ticker !== null) clearInterval(ticker);
    ticker = null;
    // The ticker runs only while the timer does: nothing moves on the screen otherwise.
    if (timer && timer.running) ticker = setInterval(drawTimer, TICK_MS);
    drawTimer();
  }

  // --- the game
  function seatItem(seat, out) {
    var li = el('li', 'seat' + (seat.mark ? ' is-' + seat.mark : '') + (seat.side ? ' side-' + seat.side : ''));
    li.setAttribute('data-seat', String(seat.seat));
    li.appendChild(el('span', 'num', seat.seat));
    var body = el('span', 'body');
    body.appendChild(el('span', 'name', seat.name));
    if (out) {
      var cause = el('span', 'cause');
      if (seat.role) cause.appendChild(el('strong', 'role', seat.role));
      if (seat.out) cause.appendChild(el('span', '', seat.out));
      body.appendChild(cause);
    } else if (seat.tags.length) {
      body.appendChild(el('span', 'tags', seat.tags.join(' · ')));
    }
    li.appendChild(body);
    return li;
  }
  function panelBox(panel) {
    var box = el('section', 'panel is-' + panel.tone);
    box.setAttribute('data-tone', panel.tone);
    box.appendChild(el('p', 'label', panel.label));
    if (panel.subject) box.appendChild(el('p', 'subject', panel.subject));
    if (panel.needed) box.appendChild(el('p', 'needed', panel.needed));
    if (panel.lines.length) {
      var list = el('ul');
      panel.lines.forEach(function (line) { list.appendChild(el('li', '', line)); });
      box.appendChild(list);
    }
    return box;
  }
  function resultRow(row) {
    var li = el('li', 'row' + (row.side ? ' side-' + row.side : '') + (row.alive ? '' : ' is-out'));
    li.setAttribute('data-seat', String(row.seat));
    li.setAttribute('data-won', String(row.won));
    li.appendChild(el('span', 'num', row.seat));
    li.appendChild(el('span', 'name', row.name));
    li.appendChild(el('span', 'role', row.role || ''));
    li.appendChild(el('span', 'score', row.score !== null ? row.score : row.won ? '★' : ''));
    return li;
  }
  function drawGame(s) {
    var game = $('game');
    game.className = s.night ? 'is-night' : '';
    game.setAttribute('data-ruleset', s.rulesetId);
    game.setAttribute('data-phase', s.phase);
    game.setAttribute('data-round', String(s.round));
    $('icon').textContent = s.night ? '☾' : s.result ? '★' : '☀';
    $('phase').textContent = s.title;
    $('line').textContent = s.line;
    $('count').textContent = s.livingCount;
    var living = $('living'), out = $('out'), panels = $('panels'), news = $('news'), result = $('result');
    [living, out, panels, news, result].forEach(clear);
    // At the end the result table lists everyone: the seat lists are not drawn (as on the projector).
    var alive = s.result ? [] : s.seats.filter(function (p) { return p.alive; });
    var gone = s.result ? [] : s.seats.filter(function (p) { return !p.alive; });
    living.className = (alive.length > 8 ? 'over-8' : '') + (alive.length > 10 ? ' over-10' : '');
    alive.forEach(function (p) { living.appendChild(seatItem(p, false)); });
    gone.forEach(function (p) { out.appendChild(seatItem(p, true)); });
    $('out-title').textContent = text.eliminated;
    show($('out-section'), gone.length > 0);
    var speaker = $('speaker');
    $('speaker-label').textContent = s.speaker ? text.speaking : '';
    $('speaker-who').textContent = s.speaker ? s.speaker.label : '';
    $('speaker-kind').textContent = s.speaker && s.speaker.kind ? s.speaker.kind : '';
    $('next').textContent = s.next || '';
    speaker.setAttribute('data-seat', s.speaker ? String(s.speaker.seat) : '');
    show(speaker, !!(s.speaker || s.next));
    s.panels.forEach(function (panel) { panels.appendChild(panelBox(panel)); });
    $('news-title').textContent = text.announcements;
    s.announcements.forEach(function (line) { news.appendChild(el('li', '', line)); });
    show($('stage'), !s.result);
    show($('result-section'), !!s.result);
    if (s.result) {
      var winner = $('winner');
      winner.textContent = s.result.winner;
      winner.setAttribute('data-winner', s.result.side);
      s.result.rows.forEach(function (row) { result.appendChild(resultRow(row)); });
    }
  }

  function draw(frame) {
    text = frame.text;
    document.documentElement.lang = frame.lang;
    document.title = text.title;
    $('idle-title').textContent = text.title;
    $('idle-line').textContent = text.waiting;
    $('hold-title').textContent = text.title;
    $('hold-line').textContent = text.hold;
    $('status').textContent = text.offline;
    // On hold the frame carries no game at all; the hold screen covers everything.
    show($('hold'), frame.held);
    show($('idle'), !frame.held && !frame.screen);
    show($('game'), !!frame.screen);
    if (frame.screen) drawGame(frame.screen);
    setTimer(frame.screen ? frame.timer : null);
  }

  var source = new EventSource('/projector/events' + location.search);
  source.onmessage = function (event) {
    var frame;
    try { frame = JSON.parse(event.data); } catch (e) { return; }
    if (!frame || typeof frame !== 'object' || !frame.text) return;
    show($('status'), false);
    draw(frame);
  };
  source.onerror = function () { show($('status'), true); };
})();
`;
