/** The typed contract between the station and its windows, with runtime schemas. */
export * from './schemas.ts';
export * from './errors.ts';
export * from './channels.ts';
export * from './validate.ts';
export * from './wire.ts';
export * from './pushes.ts';
export * from './resend.ts';
export * from './command-fields.ts';
export * from './option-fields.ts';
export * from './archive-requests.ts';
export * from './archive-results.ts';
export * from './archive-files.ts';
export * from './timer.ts';
export * from './print.ts';
export * from './tournament-requests.ts';
export * from './tournament-results.ts';
export * from './correction.ts';
