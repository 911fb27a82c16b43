// Runs the tasks given for one key one after the other (in this process); different keys run concurrently.
// The throttles use it: a burst of parallel requests from one client would otherwise all read its count before any
// of them had recorded itself. The queue of a key is dropped once it is empty.
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const mine = previous.then(task);
    const tail = mine.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return mine;
  }
}
