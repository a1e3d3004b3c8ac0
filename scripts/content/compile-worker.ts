import { parentPort, workerData } from 'node:worker_threads';
import { compileNote, type CatalogueContext, type NoteJob } from './compile-note.ts';

// A share of a cold build's notes, compiled on another core.
const { jobs, context } = workerData as { jobs: NoteJob[]; context: CatalogueContext };
parentPort!.postMessage(jobs.map((job) => compileNote(job, context)));
