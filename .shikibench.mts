import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createHighlighterCore } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import githubLight from 'shiki/themes/github-light-default.mjs';
const G: Record<string,string> = {js:'javascript',mjs:'javascript',javascript:'javascript',jsx:'jsx',ts:'typescript',typescript:'typescript',tsx:'tsx',bash:'shellscript',sh:'shellscript',shell:'shellscript',console:'shellsession',python:'python',py:'python',html:'html',css:'css',c:'c',cpp:'cpp',java:'java',dockerfile:'dockerfile',yaml:'yaml',yml:'yaml',json:'json',sql:'sql',diff:'diff'};
const samples: [string,string][] = [];
for (const e of readdirSync('notes',{recursive:true,withFileTypes:true})) { if(!e.isFile()||!e.name.endsWith('.md')) continue;
  const t = readFileSync(path.join(e.parentPath,e.name),'utf8');
  for (const m of t.matchAll(/^(`{3,})([\w+-]+)[^\n]*\n([\s\S]*?)^\1\s*$/gm)) { const g=G[m[2].toLowerCase()]; if (g) samples.push([m[3], g]); } }
console.log('samples', samples.length, 'chars', samples.reduce((s,[c])=>s+c.length,0));
const langs = ['c','cpp','css','diff','dockerfile','html','java','javascript','json','jsx','python','shellscript','shellsession','sql','tsx','typescript','yaml'].map(l=>import(`shiki/langs/${l}.mjs`));
const which = process.argv[2];
const t0=performance.now();
const h = await createHighlighterCore({ themes:[githubLight], langs, engine: which==='js' ? createJavaScriptRegexEngine() : createOnigurumaEngine(import('shiki/wasm')) });
const t1=performance.now();
const out: string[] = [];
const per = new Map<string,number>();
for (const [code,g] of samples) { const s=performance.now(); const toks = h.codeToTokensBase(code,{lang:g,theme:githubLight.name!,tokenizeTimeLimit:0}); per.set(g,(per.get(g)??0)+performance.now()-s); out.push(JSON.stringify(toks.map(l=>l.map(t=>[t.content,t.color,t.fontStyle])))); }
const t2=performance.now();
console.log(which, 'load', Math.round(t1-t0), 'tokenise', Math.round(t2-t1), 'rss MB', Math.round(process.memoryUsage().rss/1048576));
console.log([...per].sort((a,b)=>b[1]-a[1]).map(([g,t])=>g+' '+Math.round(t)).join(', '));
(await import('node:fs')).writeFileSync(`/tmp/shikibench/${which}.json`, out.join('\n'));
