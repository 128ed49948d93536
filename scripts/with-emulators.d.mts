// Types for with-emulators.mjs.
export function emulatorsForTests(): Promise<{
  env: Record<string, string>;
  startupMs?: number;
  stop(): Promise<unknown>;
}>;
