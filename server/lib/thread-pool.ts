// CPU-heavy steps (a password hash, a push's encryption, a mail's render) run on worker threads, so
// they take no time from the requests the event loop answers. A thread takes its calls in order; a
// call goes to an idle thread, else to a new one while there is room, else to the least busy one.
// A thread that dies, or holds a call past `stuckMs`, is ended: the calls it held fail (their callers
// retry), and the next call starts a new thread. A broken thread costs retries, never a hang.
// The thread side is thread-calls.mjs. Its file is given as a path: a test's DOM environment rewrites
// `new URL('./x', import.meta.url)` into a web address, which Worker refuses.
import { Worker, type WorkerOptions } from 'node:worker_threads';

export type ThreadPool<In, Out> = {
  run: (input: In) => Promise<Out>;
  /** Starts a thread now rather than on the first call (a server's start). */
  warm: () => void;
  /** Ends every thread and fails the calls they held; a later call starts again. */
  close: () => Promise<void>;
};

type Call<Out> = { resolve: (output: Out) => void; reject: (err: Error) => void; timer?: NodeJS.Timeout };
type Thread<Out> = { worker: Worker; calls: Map<number, Call<Out>> };
type Reply<Out> = { id: number; output?: Out; error?: string };

export function threadPool<In, Out>({
  file,
  name,
  threads = 1,
  stuckMs,
  options,
}: {
  file: string | URL;
  /** Names the thread in errors: "<name> thread ended (exit code 3)". */
  name: string;
  threads?: number;
  stuckMs?: number;
  options?: WorkerOptions;
}): ThreadPool<In, Out> {
  const running = new Set<Thread<Out>>();
  let nextId = 0;

  const end = (thread: Thread<Out>, err: Error) => {
    if (!running.delete(thread)) return;
    for (const call of thread.calls.values()) {
      clearTimeout(call.timer);
      call.reject(err);
    }
    thread.calls.clear();
    void thread.worker.terminate();
  };

  const start = (): Thread<Out> => {
    const thread: Thread<Out> = { worker: new Worker(file, options), calls: new Map() };
    thread.worker.unref(); // it never keeps the process alive by itself
    thread.worker.on('message', ({ id, output, error }: Reply<Out>) => {
      const call = thread.calls.get(id);
      if (!call) return;
      thread.calls.delete(id);
      clearTimeout(call.timer);
      if (error === undefined) call.resolve(output as Out);
      else call.reject(new Error(error));
    });
    thread.worker.on('error', (err) => end(thread, err));
    thread.worker.on('exit', (code) => end(thread, new Error(`${name} thread ended (exit code ${code})`)));
    running.add(thread);
    return thread;
  };

  const pick = (): Thread<Out> => {
    let least: Thread<Out> | undefined;
    for (const thread of running) if (!least || thread.calls.size < least.calls.size) least = thread;
    if (least && (least.calls.size === 0 || running.size >= threads)) return least;
    return start();
  };

  return {
    run: (input) =>
      new Promise<Out>((resolve, reject) => {
        const thread = pick();
        const id = nextId++;
        const call: Call<Out> = { resolve, reject };
        if (stuckMs) {
          call.timer = setTimeout(() => end(thread, new Error(`${name} thread stuck`)), stuckMs);
          call.timer.unref();
        }
        thread.calls.set(id, call);
        thread.worker.postMessage({ id, input });
      }),
    warm: () => {
      if (running.size === 0) start();
    },
    close: async () => {
      const threads = [...running];
      for (const thread of threads) end(thread, new Error(`${name} closed`));
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
    },
  };
}
