import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nginxConf } from '../../../scripts/policy/nginx-conf';

describe('deploy/nginx/site.conf', () => {
  it('is the one the site settings make: `npm run deploy:nginx` after a change to the headers', async () => {
    const committed = await readFile(path.join(import.meta.dirname, '..', '..', '..', 'deploy', 'nginx', 'site.conf'), 'utf8');
    expect(committed, 'deploy/nginx/site.conf is out of date: run npm run deploy:nginx').toBe(nginxConf(undefined));
  });

  it('lets only the site frame any page, the sample sandbox pages included', () => {
    const conf = nginxConf(undefined);
    const policies = [...conf.matchAll(/^ {4}(~\^\/src\/try-it\/|default) "(default-src [^"]+)";$/gm)].map((match) => match[2]!);
    expect(policies).toHaveLength(2);
    for (const policy of policies) expect(policy).toMatch(/; frame-ancestors 'self'$/);
    expect(conf).toContain('add_header X-Frame-Options "SAMEORIGIN" always;');
  });

  it('carries a contact endpoint into its Content-Security-Policy, as the pages do', () => {
    expect(nginxConf('https://forms.example.org/contact')).toContain("connect-src 'self' https://forms.example.org");
  });
});
