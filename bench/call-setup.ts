// Call setup time in the browser: two users in headless chromium (Debian's, with its fake camera, flags as in
// e2e/playwright.config.ts) call each other through the real built web app (apps/web/dist) served by the real
// server, built in this process as the e2e fixture builds it, over real WebRTC. Per call, from the callee
// pressing Answer to the first decoded remote video frame (requestVideoFrameCallback) on each side. Both
// instants are taken inside the pages with Date.now() (one wall clock for both browser contexts), so
// Playwright's round trips do not count. Two variants on the same server (TURN configured, no STUN): direct
// (ICE may use host candidates) and relay-only (localStorage 'callRelayOnly' = 'on', the 'Hide my IP address'
// option) through a real coturn. The selected candidate pair of every call is read from getStats: relay-only
// calls must use relayed candidates, the direct ones report what they used.
// Run: `npm run build && flock /tmp/mingle-e2e.lock npx tsx bench/call-setup.ts` (or `npm run bench:calls -w
// bench`). CALL_BENCH_CALLS (default 20) measured calls per variant, after one warm-up call that is not
// counted; CHROMIUM_PATH defaults to /usr/bin/chromium.
/// <reference lib="dom" />
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { buildApp } from '../apps/server/src/app';
import { readEnv } from '../apps/server/src/config';
import { createContext } from '../apps/server/src/context';
import { startTurnServer } from '../apps/server/test/coturn';
import { freePort } from '../apps/server/test/free-port';
import type { E2eServer } from '../e2e/fixtures';
import e2eConfig from '../e2e/playwright.config';
import { callSummary } from '../e2e/tests/calls-helpers';
import { expectLive, socialUser, type SocialUser } from '../e2e/tests/social-helpers';

const here = path.dirname(fileURLToPath(import.meta.url));
const calls = Number(process.env.CALL_BENCH_CALLS ?? 20);
/** A call whose first frames have not arrived by then is reported as failed and the run stops. */
const FIRST_FRAME_TIMEOUT_MS = 30_000;

/** The instants one page records for the current call, in ms since the epoch (0: not yet). */
interface PageMarks {
  /** The Answer button's click handler ran (callee only). */
  answerAt: number;
  /** The app created the call's RTCPeerConnection (after getUserMedia and the ICE servers request). */
  peerAt: number;
  /** The peer connection's iceConnectionState became 'connected' (a candidate pair works). */
  iceAt: number;
  /** The peer connection's connectionState became 'connected' (ICE and the DTLS handshake done). */
  connectedAt: number;
  /** requestVideoFrameCallback ran for the first frame of a remote video track. */
  firstFrameAt: number;
  /** Candidate types of the selected pair, local/remote ('host/host', 'relay/relay'), read after the frame. */
  pair: string;
}

interface BenchWindow {
  callBench: { marks: PageMarks; peer: RTCPeerConnection | null; reset(): void };
}

/**
 * Runs in every page before the app: wraps RTCPeerConnection to time the app's peer connection, and watches
 * every <video> added to the page for its first frame of a track that came from the peer.
 */
function instrument(): void {
  const fresh = (): PageMarks => ({
    answerAt: 0,
    peerAt: 0,
    iceAt: 0,
    connectedAt: 0,
    firstFrameAt: 0,
    pair: '',
  });
  const remoteTracks = new Set<string>();
  const bench: BenchWindow['callBench'] = {
    marks: fresh(),
    peer: null,
    reset() {
      this.marks = fresh();
      remoteTracks.clear();
    },
  };
  (window as unknown as BenchWindow).callBench = bench;

  const Native = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Native {
    constructor(config?: RTCConfiguration) {
      super(config);
      bench.marks.peerAt = Date.now();
      bench.peer = this;
      this.addEventListener('iceconnectionstatechange', () => {
        if (this.iceConnectionState === 'connected' && !bench.marks.iceAt) bench.marks.iceAt = Date.now();
      });
      this.addEventListener('connectionstatechange', () => {
        if (this.connectionState === 'connected' && !bench.marks.connectedAt)
          bench.marks.connectedAt = Date.now();
      });
      this.addEventListener('track', (event) => {
        if (event.track.kind === 'video') remoteTracks.add(event.track.id);
      });
    }
  };

  // A callback registered before the element has its stream still runs for the first frame it presents. Our
  // own camera's preview (its tracks never came from a peer) is left alone after its first frame.
  const watch = (video: HTMLVideoElement) => {
    video.requestVideoFrameCallback(() => {
      const stream = video.srcObject;
      const remote =
        stream instanceof MediaStream && stream.getVideoTracks().some((track) => remoteTracks.has(track.id));
      if (remote && !bench.marks.firstFrameAt) bench.marks.firstFrameAt = Date.now();
    });
  };
  new MutationObserver((records) => {
    for (const record of records)
      record.addedNodes.forEach((node) => {
        if (node instanceof HTMLVideoElement) watch(node);
        else if (node instanceof Element) node.querySelectorAll('video').forEach(watch);
      });
  }).observe(document, { childList: true, subtree: true });
}

interface IceReport {
  /** connectionState / iceConnectionState of the page's current peer connection. */
  state: string;
  /** Candidate types of the selected pair, local/remote ('host/host', 'relay/relay'). */
  selected: string;
  /** Every candidate pair with its state, for a call that did not connect. */
  pairs: string[];
}

/** What ICE did on this page's current peer connection, from its statistics. */
async function iceReport(page: Page): Promise<IceReport> {
  return page.evaluate(async () => {
    const peer = (window as unknown as BenchWindow).callBench.peer;
    if (!peer) return { state: 'no peer connection', selected: 'none', pairs: [] };
    const stats: Array<Record<string, unknown>> = [];
    (await peer.getStats()).forEach((s: Record<string, unknown>) => stats.push(s));
    const transport = stats.find((s) => s.type === 'transport');
    const candidate = (id: unknown) => stats.find((s) => s.id === id);
    const pairName = (pair: Record<string, unknown>) =>
      `${candidate(pair.localCandidateId)?.candidateType ?? '?'}/` +
      `${candidate(pair.remoteCandidateId)?.candidateType ?? '?'}`;
    const selected = stats.find((s) => s.id === transport?.selectedCandidatePairId);
    return {
      state: `${peer.connectionState}/${peer.iceConnectionState}`,
      selected: selected ? pairName(selected) : 'none',
      pairs: stats
        .filter((s) => s.type === 'candidate-pair')
        .map((pair) => {
          const where = (id: unknown) => `${String(candidate(id)?.address)}:${String(candidate(id)?.port)}`;
          return (
            `${pairName(pair)} ${where(pair.localCandidateId)} -> ${where(pair.remoteCandidateId)} ` +
            String(pair.state)
          );
        }),
    };
  });
}

const marksOf = (page: Page) => page.evaluate(() => (window as unknown as BenchWindow).callBench.marks);

/** The first remote frame has been decoded and presented on this page. */
const firstFrame = (page: Page) =>
  page.waitForFunction(() => (window as unknown as BenchWindow).callBench.marks.firstFrameAt > 0, null, {
    timeout: FIRST_FRAME_TIMEOUT_MS,
    polling: 50,
  });

interface CallTimes {
  caller: PageMarks;
  callee: PageMarks;
}

/** One call: ring, Answer (timed in the page), first frames on both sides, hang up, close both receipts. */
async function oneCall(caller: SocialUser, callee: SocialUser): Promise<CallTimes> {
  await caller.page.getByRole('button', { name: 'Video call' }).click();
  const answer = callee.page
    .getByRole('dialog', { name: 'Incoming call' })
    .getByRole('button', { name: 'Answer' });
  await answer.waitFor();
  for (const user of [caller, callee])
    await user.page.evaluate(() => (window as unknown as BenchWindow).callBench.reset());
  // On the button itself, so it runs before the app's handler (React listens at the root).
  await answer.evaluate((button) =>
    button.addEventListener(
      'click',
      () => {
        (window as unknown as BenchWindow).callBench.marks.answerAt = Date.now();
      },
      { once: true },
    ),
  );
  await answer.click();
  try {
    await Promise.all([firstFrame(caller.page), firstFrame(callee.page)]);
  } catch (error) {
    for (const user of [caller, callee]) {
      const stage = await user.page
        .locator('.call-stage-status')
        .textContent()
        .catch(() => null);
      console.error(user.name, { marks: await marksOf(user.page), stage, ice: await iceReport(user.page) });
    }
    throw error;
  }
  const times: CallTimes = { caller: await marksOf(caller.page), callee: await marksOf(callee.page) };
  times.caller.pair = (await iceReport(caller.page)).selected;
  times.callee.pair = (await iceReport(callee.page)).selected;

  await caller.page.getByRole('button', { name: 'Hang up' }).click();
  for (const user of [caller, callee]) {
    const summary = callSummary(user.page);
    await summary.getByRole('button', { name: 'Close' }).click();
    await summary.waitFor({ state: 'hidden' });
  }
  return times;
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)] ?? Number.NaN;
const sortedOf = (values: number[]) => [...values].sort((a, b) => a - b);
const ms = (v: number) => `${Math.round(v).toLocaleString('en-US')} ms`;

interface Variant {
  name: string;
  /**
   * Relay-only must never select anything but a relayed local candidate (the privacy promise); the direct
   * variant reports what ICE selected (a host pair, or now and then a relayed one that succeeded first).
   */
  relayOnly: boolean;
}

async function runVariant(browser: Browser, server: E2eServer, variant: Variant, counter: number) {
  const request = await playwrightRequest.newContext({ baseURL: server.url });
  const caller = await socialUser(server, browser, request, `Caller${counter}`);
  const callee = await socialUser(server, browser, request, `Callee${counter}`);
  for (const user of [caller, callee]) {
    // tsx compiles with esbuild's keepNames, which wraps named functions in __name(): the functions handed to
    // the pages need it defined there too.
    await user.context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    await user.context.addInitScript(instrument);
    if (variant.relayOnly)
      await user.context.addInitScript(() => localStorage.setItem('callRelayOnly', 'on'));
  }
  await callee.page.goto('/');
  await expectLive(callee.page);
  await caller.page.goto(`/profile/${callee.session.userId}`);
  await expectLive(caller.page);

  const warmUp = await oneCall(caller, callee);
  const measured: CallTimes[] = [];
  for (let i = 0; i < calls; i++) measured.push(await oneCall(caller, callee));
  await caller.context.close();
  await callee.context.close();
  await request.dispose();

  if (variant.relayOnly)
    for (const call of [warmUp, ...measured])
      for (const side of [call.caller, call.callee])
        if (!side.pair.startsWith('relay/')) throw new Error(`relay-only call selected ${side.pair}`);
  return { warmUp, measured };
}

/** Prints the variant's two table rows; returns how often each candidate pair was selected (caller side). */
function report(variant: Variant, result: Awaited<ReturnType<typeof runVariant>>): string {
  const { warmUp, measured } = result;
  const since = (call: CallTimes, side: 'caller' | 'callee', mark: keyof Omit<PageMarks, 'pair'>) =>
    call[side][mark] - call.callee.answerAt;
  for (const side of ['callee', 'caller'] as const) {
    const setup = sortedOf(measured.map((c) => since(c, side, 'firstFrameAt')));
    const median = (mark: 'peerAt' | 'iceAt' | 'connectedAt') =>
      ms(percentile(sortedOf(measured.map((c) => since(c, side, mark))), 0.5));
    console.log(
      `| ${variant.name} | ${side} | ${measured.length} | ${ms(percentile(setup, 0.5))} | ` +
        `${ms(percentile(setup, 0.95))} | ${ms(setup[setup.length - 1] ?? Number.NaN)} | ` +
        `${median('peerAt')} | ${median('iceAt')} | ${median('connectedAt')} | ` +
        `${ms(since(warmUp, side, 'firstFrameAt'))} |`,
    );
  }
  const counts = new Map<string, number>();
  for (const call of measured) counts.set(call.caller.pair, (counts.get(call.caller.pair) ?? 0) + 1);
  const list = [...counts].map(([pair, n]) => `${pair} x${n}`).join(', ');
  return `${variant.name}: pairs selected by the caller (local/remote) ${list}`;
}

const turn = await startTurnServer();
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mingle-call-bench-'));
const config = readEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  PORT: String(port),
  PUBLIC_URL: url,
  RATE_LIMIT_PER_MINUTE: '100000',
  // Loopback only: no public STUN server to ask (the default one would be unreachable here).
  STUN_URLS: '',
  TURN_URLS: turn.url,
  TURN_SECRET: turn.secret,
  DATA_DIR: dataDir,
  WEB_DIST_DIR: path.join(here, '..', 'apps', 'web', 'dist'),
});
const ctx = await createContext(config, { databaseLocation: { kind: 'pglite', dir: undefined } });
const app = await buildApp(ctx);
await app.listen({ host: config.host, port });
let devices = 0;
// What socialUser and signedInPage read of the e2e server: its address and a way to make a signed-in user.
const server = {
  url,
  ctx,
  turn,
  createSession: () => ctx.sessions.createUserWithSession(`call-bench-${++devices}`),
} as Partial<E2eServer> as E2eServer;

// The browser tests' chromium: its path (CHROMIUM_PATH) and flags (fake camera and microphone) in one place.
const browser = await chromium.launch({ ...e2eConfig.use?.launchOptions, headless: true });
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const variants: Variant[] = [
  { name: 'direct', relayOnly: false },
  { name: 'relay-only (coturn)', relayOnly: true },
];
try {
  console.log(`load average before: ${loadAverage()}`);
  console.log(
    '| variant | side | calls | p50 | p95 | max | peer connection created (p50) | ICE connected (p50) | ' +
      'DTLS connected (p50) | warm-up call |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const notes: string[] = [];
  for (const [i, variant] of variants.entries())
    notes.push(report(variant, await runVariant(browser, server, variant, i)));
  for (const note of notes) console.log(note);
  console.log(`load average after: ${loadAverage()}`);
} finally {
  await browser.close();
  await app.close();
  await ctx.close();
  await turn.close();
  rmSync(dataDir, { recursive: true, force: true });
}
