import { vi } from 'vitest';

const refuse = () => {
  throw new DOMException('denied', 'SecurityError');
};

/** Every read, write and removal of localStorage throws, as in a browser that refuses the site storage. */
export function refuseStorageMethods() {
  for (const method of ['getItem', 'setItem', 'removeItem'] as const) vi.spyOn(Storage.prototype, method).mockImplementation(refuse);
}

/** Runs `test` while `window.localStorage` itself throws when read (storage disabled), then puts it back. */
export async function withUnreachableStorage(test: () => Promise<void>) {
  const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
  Object.defineProperty(window, 'localStorage', { configurable: true, get: refuse });
  try {
    await test();
  } finally {
    Object.defineProperty(window, 'localStorage', descriptor);
  }
}
