import { describe, expect, it } from 'vitest';
import { pageAddress } from '../../shared/page-address';

describe("a page's one address", () => {
  it.each([
    ['/index.html', '/'],
    ['/react/index.html', '/react'],
    ['/react//105', '/react/105'],
    ['//react///105/index.html', '/react/105'],
    ['/', '/'],
    ['/react/105', '/react/105'],
    ['/c++/1001', '/c++/1001'],
    ['/react/105/', '/react/105/'],
    ['/react/index.htm', '/react/index.htm'],
  ])('%s is %s', (pathname, address) => {
    expect(pageAddress(pathname)).toBe(address);
  });
});
