// The only module that touches the Module Federation runtime (Jest mocks this file).
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export function register(name: string, entry: string, force: boolean): void {
  registerRemotes([{ name, entry }], { force });
}

export function load<T>(id: string): Promise<T | null> {
  return loadRemote<T>(id);
}
