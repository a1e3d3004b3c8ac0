import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createHighlighterCore } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import githubLight from 'shiki/themes/github-light-default.mjs';
const G: Record<string,string> = {js:'javascript',javascript:'javascript',jsx:'jsx',cpp:'cpp',css:'css'};
const samples: [string,string][] = [];
for (const e of readdirSync('notes',{recursive:true,withFileTypes:true})) { if(!e.isFile()||!e.name.endsWith('.md')) continue;
  const t = readFileSync(path.join(e.parentPath,e.name),'utf8');
  for (const m of t.matchAll(/^(`{3,})([\w+-]+)[^\n]*\n([\s\S]*?)^\1\s*$/gm)) { const g=G[m[2].toLowerCase()]; if (g) samples.push([m[3], g]); } }
const h = await createHighlighterCore({ themes:[githubLight], langs: ['cpp','css','javascript','jsx'].map(l=>import(`shiki/langs/${l}.mjs`)), engine: createOnigurumaEngine(import('shiki/wasm')) });
const mb = () => Math.round(process.memoryUsage().rss/1048576);
console.log('loaded', mb());
for (const lang of ['jsx','cpp','jsx','cpp']) {
  const list = samples.filter(s=>s[1]===lang);
  for (const [code,g] of list) h.codeToTokensBase(code,{lang:g,theme:githubLight.name!,tokenizeTimeLimit:0});
  console.log(lang, list.length, 'chars', list.reduce((s,[c])=>s+c.length,0), 'rss', mb());
}
