/**
 * A well-formed request naming a team, player, game, conference or tournament the warehouse
 * does not hold: answered 404, not 400 (routes.ts), so a client can tell "no such thing" (the
 * web app's not-found page) from a request it built wrong. It is a DataInputError, so every
 * place that handles those (messages naming the segment, no caching) handles it too.
 */
import { DataInputError } from './endpoint';

export class UnknownIdError extends DataInputError {
  constructor(message: string, segment?: string) {
    super(message, segment);
    this.name = 'UnknownIdError';
  }
}
