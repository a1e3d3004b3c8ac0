import { describe, expect, it } from 'vitest';
import { movedPath, movedRules, nginxMovedMap } from '../../../scripts/policy/moved-paths';
import { pageAddress } from '../../../shared/page-address';

const rules = movedRules();

describe("the hosts' moves to a page's one address", () => {
  it.each([
    ['/index.html', '/'],
    ['/index.html?utm=feed', '/?utm=feed'],
    ['/react/index.html', '/react'],
    ['/c++/1001/index.html', '/c++/1001'],
    ['/react//105', '/react/105'],
    ['//react/105', '/react/105'],
    ['/React/105', '/react/105'],
    ['/REACT', '/react'],
    ['/JavaScript/301?q=1', '/javascript/301?q=1'],
    ['/C++/1001', '/c++/1001'],
    ['/C%2B%2B/1001', '/c++/1001'],
    ['/react/0101', '/react/101'],
    ['/React/00105', '/react/105'],
    ['/c%2b%2b/01001', '/c++/1001'],
    ['/react/00', '/react/0'],
  ])('%s moves to %s', (request, target) => {
    expect(movedPath(request, rules)).toBe(target);
  });

  it.each([
    '/',
    '/react',
    '/react/105',
    '/c++/1001',
    '/c%2B%2B/1001',
    '/c%2b%2b/1001',
    '/react/0',
    '/reactjs/0101',
    '/About',
    '/nope',
    '/react/105?a=//b',
    '/assets/app.js',
  ])('%s stays', (request) => {
    expect(movedPath(request, rules)).toBeUndefined();
  });

  it('never moves to another host: a leading run of slashes becomes one', () => {
    expect(movedPath('//evil.example/x', rules)).toBe('/evil.example/x');
    expect(movedPath('///evil.example//index.html', rules)).toBe('/evil.example//index.html');
  });

  it("moves as the app reads the address, where the app's reading is enough (no catalogue)", () => {
    for (const request of ['/index.html', '/react/index.html', '/react//105', '/c++/1001/index.html']) {
      expect(movedPath(request, rules)).toBe(pageAddress(request));
    }
  });

  it('gives nginx each rule in order, a caseless one with ~*, one that keeps the request with an empty target', () => {
    const map = nginxMovedMap(movedRules(['c++']));
    expect(map.split('\n')).toEqual([
      'map $request_uri $study_notes_moved {',
      '    default "";',
      '    ~^(?<sn_before>[^?]*?)//+(?<sn_after>.*)$ "$sn_before/$sn_after";',
      '    ~^/index\\.html(?<sn_query>\\?.*)?$ "/$sn_query";',
      '    ~^(?<sn_folder>(?:/[^/?]+)+)/index\\.html(?<sn_query>\\?.*)?$ "$sn_folder$sn_query";',
      '    ~*^/c(?:\\+|%2[bB])(?:\\+|%2[bB])/0+(?<sn_id>\\d+)(?<sn_query>\\?.*)?$ "/c++/$sn_id$sn_query";',
      '    ~^/c(?:\\+|%2[bB])(?:\\+|%2[bB])(?:[/?]|$) "";',
      '    ~*^/c(?:\\+|%2[bB])(?:\\+|%2[bB])(?<sn_rest>[/?].*)?$ "/c++$sn_rest";',
      '}',
    ]);
  });
});
