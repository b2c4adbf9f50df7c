/**
 * Which games and competitions each subscriber of a hub holds: for the per-socket subscription
 * cap, for ending a socket's game subscriptions when its tier falls, and for dropping all of
 * them when its socket ends. A subscription counts from the moment it is asked for, before the
 * source has answered, so a client cannot pass the cap with requests still in flight.
 */
export type Topic = { readonly gameId: number } | { readonly competitionId: number };

const topicKey = (topic: Topic): string =>
  'gameId' in topic ? `g${topic.gameId}` : `c${topic.competitionId}`;

export class HeldTopics<Subscriber> {
  private readonly held = new Map<Subscriber, Map<string, Topic>>();

  add(subscriber: Subscriber, topic: Topic): void {
    let topics = this.held.get(subscriber);
    if (topics === undefined) {
      topics = new Map();
      this.held.set(subscriber, topics);
    }
    topics.set(topicKey(topic), topic);
  }

  /** False when the subscriber did not hold the topic. */
  remove(subscriber: Subscriber, topic: Topic): boolean {
    const topics = this.held.get(subscriber);
    if (topics?.delete(topicKey(topic)) !== true) return false;
    if (topics.size === 0) this.held.delete(subscriber);
    return true;
  }

  has(subscriber: Subscriber, topic: Topic): boolean {
    return this.held.get(subscriber)?.has(topicKey(topic)) ?? false;
  }

  count(subscriber: Subscriber): number {
    return this.held.get(subscriber)?.size ?? 0;
  }

  /** The subscriber's topics, a copy (safe to remove from while iterating). */
  of(subscriber: Subscriber): Topic[] {
    return [...(this.held.get(subscriber)?.values() ?? [])];
  }

  /** The games the subscriber holds. */
  games(subscriber: Subscriber): number[] {
    return this.of(subscriber).flatMap((topic) => ('gameId' in topic ? [topic.gameId] : []));
  }

  clear(): void {
    this.held.clear();
  }
}
