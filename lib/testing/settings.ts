import { resetEnvCache } from '../env';

/**
 * Settings a test sets through the environment: `set` clears the named variables, assigns the
 * given values and drops the cached settings; `restore` puts back what the process had.
 */
export function settingsOverride<K extends string>(keys: readonly K[]) {
  const saved = Object.fromEntries(keys.map((k) => [k, process.env[k]]));
  return {
    set(values: Partial<Record<K, string>>) {
      for (const k of keys) delete process.env[k];
      Object.assign(process.env, values);
      resetEnvCache();
    },
    restore() {
      for (const k of keys) {
        if (saved[k] === undefined) delete process.env[k];
        else process.env[k] = saved[k];
      }
      resetEnvCache();
    },
  };
}
