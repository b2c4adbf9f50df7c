/** A first-come, first-served lock: acquire() resolves with the function that releases it. */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ready = this.tail.then(() => {
      let released = false;
      return () => {
        // A double release must not let a third caller in while the second still holds it.
        if (released) return;
        released = true;
        release();
      };
    });
    this.tail = this.tail.then(() => held);
    return ready;
  }
}
