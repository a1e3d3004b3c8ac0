/** `npm run deploy:nginx`: writes deploy/nginx/site.conf for this build's settings; a test fails when the committed one is out of date. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { nginxConf } from '../policy/nginx-conf.ts';

const rootDir = path.resolve(import.meta.dirname, '..', '..');
const file = path.join(rootDir, 'deploy', 'nginx', 'site.conf');
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, nginxConf(process.env.VITE_CONTACT_ENDPOINT));
console.log(`Wrote ${path.relative(rootDir, file)}.`);
