// A big photo beside the sales, on PGlite: one till pushes one sale at a time while a manager uploads 5 MB receipts
// back to back, against the built server. The sale push latency p95 with no upload and during the uploads, and
// their ratio against bench/budgets.json (a push never waits on an upload's bytes: the database sees only a short
// insert per upload). Beside it, the floor: the same pushes while a plain process writes and flushes 5 MB files to the
// server's disk back to back — what storing a photo durably costs this machine with no app code in the way.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Scenario } from './scenario';
import { startBenchServer } from './server';
import { percentile, type Row } from './table';
import { pushBatch, saleData, signInTill, type Till } from './till-client';

const SCENARIO = 'upload-beside-push';
const PUSHES = Number(process.env.BENCH_UPLOAD_PUSHES ?? 200);
/** The two conditions alternate in rounds, so a machine whose load drifts during the run weighs on both alike. */
const ROUNDS = 4;
const WARM_UP_PUSHES = 20;

/**
 * The protocol of the writer processes below: `write` (statements that write the next file; `stored` counts those
 * done, and it says "uploading" once the first has gone out) runs back to back until this process closes the
 * writer's stdin; then the writer prints how many it stored.
 */
const writerLoop = (write: string) => `
let stopping = false;
process.stdin.on('data', () => {});
process.stdin.on('end', () => { stopping = true; });
(async () => {
  let stored = 0;
  while (!stopping) {
${write}
    stored++;
  }
  console.log('stored ' + stored);
})().catch((error) => { console.error(error); process.exit(1); });
`;

/**
 * The uploading manager, in a process of its own so that sending 5 MB does not hold up this process's timing of
 * the pushes. Each receipt is new (its number in the bytes), so every upload is written and recorded, none
 * deduplicated. Says "uploading" when the first upload has gone out; stops when its stdin closes and prints how
 * many receipts were stored.
 */
const UPLOADER = `
const [baseURL, cookie, first] = process.argv.slice(1);
const receipt = Buffer.alloc(5 * 1024 * 1024, 0x5a);
receipt.set([0xff, 0xd8, 0xff, 0xe0]);
${writerLoop(`
    receipt.writeUInt32BE(Number(first) + stored, 16);
    const sent = fetch(baseURL + '/api/files?purpose=receipt', {
      method: 'POST',
      headers: { cookie, 'content-type': 'image/jpeg' },
      body: receipt,
    });
    if (stored === 0) console.log('uploading');
    const response = await sent;
    const text = await response.text();
    if (response.status !== 201) throw new Error('Upload failed: HTTP ' + response.status + ' ' + text.slice(0, 200));`)}`;

/**
 * The floor's writer: 5 MB files written, flushed to the disk (as an upload is before it is answered) and removed,
 * back to back, in the folder given. Same protocol as the uploader.
 */
const DISK_WRITER = `
const { openSync, writeSync, fsyncSync, closeSync, rmSync } = require('node:fs');
const { join } = require('node:path');
const [folder] = process.argv.slice(1);
const bytes = Buffer.alloc(5 * 1024 * 1024, 0x5a);
${writerLoop(`
    const path = join(folder, 'floor-' + stored);
    const fd = openSync(path, 'w');
    writeSync(fd, bytes);
    fsyncSync(fd);
    closeSync(fd);
    rmSync(path);
    if (stored === 0) console.log('uploading');
    // Yield, as the uploader does between requests, so stdin's end is seen.
    await new Promise((resolve) => setImmediate(resolve));`)}`;

function startUploads(baseURL: string, sessionCookie: string, firstNumber: number) {
  return startWriter(UPLOADER, [baseURL, sessionCookie, String(firstNumber)]);
}

function startDiskWrites(folder: string) {
  return startWriter(DISK_WRITER, [folder]);
}

/** A writer process of the two above: started once it has written something, stopped with its count. */
function startWriter(script: string, args: string[]) {
  const child = spawn(process.execPath, ['-e', script, ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let stored: number | null = null;
  const started = new Promise<void>((resolve, reject) => {
    lines.on('line', (line) => {
      if (line === 'uploading') resolve();
      const match = /^stored (\d+)$/.exec(line);
      if (match) stored = Number(match[1]);
    });
    void exited.then(() => reject(new Error('The uploader stopped before its first upload')));
  });
  return {
    started,
    async stop(): Promise<number> {
      child.stdin.end();
      const code = await exited;
      if (code !== 0 || stored === null) throw new Error(`The uploader failed (exit ${code})`);
      return stored;
    },
  };
}

/** Sequential one-sale pushes, as a till sends each sale the moment it is rung up; milliseconds each. */
async function timePushes(till: Till, count: number): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await pushBatch(till, 'sale', [saleData(index, [])]);
    samples.push(performance.now() - started);
  }
  return samples;
}

export const uploadBesidePush: Scenario = {
  name: SCENARIO,
  description: 'issue 30: sale push latency p95 on PGlite with and without 5 MB receipt uploads alongside',
  async run(context) {
    const server = await startBenchServer();
    try {
      const till = await signInTill(server.baseURL);
      await timePushes(till, WARM_UP_PUSHES);
      const without: number[] = [];
      const during: number[] = [];
      const besideDisk: number[] = [];
      let uploaded = 0;
      let written = 0;
      const perRound = Math.ceil(PUSHES / ROUNDS);
      for (let round = 0; round < ROUNDS; round += 1) {
        without.push(...(await timePushes(till, perRound)));
        const uploads = startUploads(server.baseURL, till.sessionCookie, uploaded + 1);
        await uploads.started;
        during.push(...(await timePushes(till, perRound)));
        uploaded += await uploads.stop();
        const disk = startDiskWrites(server.dataDir);
        await disk.started;
        besideDisk.push(...(await timePushes(till, perRound)));
        written += await disk.stop();
      }
      const p95Without = percentile(without, 95);
      const p95During = percentile(during, 95);
      const p95Disk = percentile(besideDisk, 95);
      context.log(
        `${SCENARIO}: p95 ${p95Without.toFixed(1)} ms without uploads, ${p95During.toFixed(1)} ms during ` +
          `${uploaded} uploads of 5 MB; slowest push ${Math.max(...without).toFixed(0)} ms without, ` +
          `${Math.max(...during).toFixed(0)} ms during; floor: p95 ${p95Disk.toFixed(1)} ms beside ${written} plain ` +
          '5 MB disk writes',
      );
      const row = (metric: string, measured: number): Row => ({
        scenario: SCENARIO,
        metric,
        unit: 'ms',
        measured,
        budget: null,
      });
      return [
        row(`sale push p95, no upload (${without.length} pushes)`, p95Without),
        row(`sale push p95 during 5 MB uploads (${during.length} pushes, ${uploaded} uploads)`, p95During),
        row('sale push p99 during 5 MB uploads', percentile(during, 99)),
        {
          ...row('sale push p95: during uploads / without', p95During / p95Without),
          unit: 'ratio',
          budget: context.budget('upload_push_p95_ratio'),
        },
        row(
          `floor: sale push p95 beside plain 5 MB disk writes (${besideDisk.length} pushes, ${written} files)`,
          p95Disk,
        ),
        { ...row('floor: beside disk writes / without', p95Disk / p95Without), unit: 'ratio' },
        {
          ...row('during uploads / beside disk writes (the app over the floor)', p95During / p95Disk),
          unit: 'ratio',
        },
      ];
    } finally {
      await server.stop();
    }
  },
};
