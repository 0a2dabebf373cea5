/** One thing the moderator must do now: a message key, its parameters, and the commands that answer it. */
export interface Prompt {
  key: string;
  params: Record<string, string | number>;
  commands: string[];
}
