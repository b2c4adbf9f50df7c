/**
 * A server message as the text that goes on the wire, made once per message object: the hub
 * hands the same message object to every socket that gets the same batch, so a batch watched by
 * a thousand sockets is serialised once rather than a thousand times.
 */
import type { LiveServerMessage } from '@courtside/contract/live';

const texts = new WeakMap<LiveServerMessage, string>();

export function wireText(message: LiveServerMessage): string {
  let text = texts.get(message);
  if (text === undefined) {
    text = JSON.stringify(message);
    texts.set(message, text);
  }
  return text;
}
