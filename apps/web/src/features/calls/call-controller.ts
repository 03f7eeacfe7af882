import { CallAction, callsApi, type CallData } from '@mingle/protocol';
import type { StoreApi } from 'zustand';
import type { ApiClient } from '../../lib/api-client';
import type { RealtimeClient } from '../../lib/realtime-client';
import { tabId } from '../../lib/tab-id';
import { postCallAction, ringCancel } from './call-actions';
import { failureOf } from './call-errors';
import type { CallMediaDevices } from './call-media';
import { CallMediaSession } from './call-media-session';
import { ReceiptWait } from './call-receipt';
import { CallServerSync } from './call-server-sync';
import type { CallSounds } from './call-sounds';
import { callInProgress, callView, useCallStore, type CallStoreState, type CallView } from './call-store';
import { EarlySignals, type IncomingSignal } from './early-signals';
import { readRelayOnly } from './privacy-setting';

export interface CallControllerDeps {
  api: ApiClient;
  realtime: RealtimeClient;
  store?: StoreApi<CallStoreState>;
  /** null: no sounds (tests). */
  sounds?: CallSounds | null;
  devices?: () => CallMediaDevices | undefined;
  createPeer?: (config: RTCConfiguration) => RTCPeerConnection;
  relayOnly?: () => boolean;
  now?: () => number;
}

/**
 * Runs the call on screen: hears the call events of the realtime gateway, sends the call actions, rings, and
 * owns the media of a live call. React only renders the store and calls these methods, so re-renders, Strict
 * Mode and a language switch never touch the connection. The work is done by its parts: CallServerSync (the
 * actions, and reading the call again when news may be lost), CallMediaSession (camera, microphone and peer
 * connection of one room), ReceiptWait (the receipt when its event does not come) and EarlySignals.
 */
export class CallController {
  private readonly store: StoreApi<CallStoreState>;
  private readonly unsubscribe: (() => void)[] = [];
  private readonly sync: CallServerSync;
  private readonly receipt: ReceiptWait;
  private readonly early: EarlySignals;
  private session: CallMediaSession | null = null;
  /** The room whose 'going on in another tab' notice was dismissed: it is not shown again. */
  private dismissedRoom: string | null = null;
  private roomNum: string | null = null;
  private view: CallView = 'none';
  private readonly now: () => number;
  private readonly devices: () => CallMediaDevices | undefined;
  private readonly createPeer: (config: RTCConfiguration) => RTCPeerConnection;
  private readonly relayOnly: () => boolean;

  constructor(private readonly deps: CallControllerDeps) {
    this.store = deps.store ?? useCallStore;
    this.now = deps.now ?? Date.now;
    this.devices = deps.devices ?? (() => navigator.mediaDevices);
    this.createPeer = deps.createPeer ?? ((config) => new RTCPeerConnection(config));
    this.relayOnly = deps.relayOnly ?? readRelayOnly;
    this.sync = new CallServerSync(deps.api, this.store, this.now);
    this.receipt = new ReceiptWait(deps.api, this.store);
    this.early = new EarlySignals(this.now);
  }

  start(): void {
    const { realtime } = this.deps;
    const state = () => this.store.getState();
    this.unsubscribe.push(
      realtime.subscribe('call:incoming', (call) => void state().openCall(call)),
      realtime.subscribe('call:state', (event) => {
        state().applyState(event);
        if (event.roomNum !== this.session?.roomNum) return;
        this.session.epochChanged(event.mediaEpoch);
        if (event.interrupted) this.session.confirmFlowing();
      }),
      realtime.subscribe('call:billing', (event) => state().applyBilling(event)),
      realtime.subscribe('call:upgrade', (event) => {
        state().applyUpgrade(event);
        if (event.state === 'accepted' && event.roomNum === this.roomNum) void this.session?.sendVideo();
      }),
      realtime.subscribe('call:receipt', (receipt) => state().setReceipt(receipt)),
      realtime.subscribe('call:signal', (signal) => this.onSignal(signal)),
      // Whatever happened while the socket was down (the end, an answer) is read again; a call this page does
      // not show yet (it was reloaded) is found; media still flowing is said again, as the drop paused billing.
      realtime.onReady(() => {
        void this.sync.resync();
        void this.resumeLive();
        this.session?.confirmFlowing();
      }),
      this.store.subscribe((next) => this.onStore(next)),
    );
    this.deps.sounds?.start();
    this.onStore(state());
    // Looked for only with the session up: the other side's browser answers a rejoin at once, over it.
    if (realtime.isReady()) void this.resumeLive();
  }

  /** Stops listening; a live call's media is released (the server ends it when this user goes offline). */
  dispose(): void {
    for (const off of this.unsubscribe.splice(0)) off();
    this.endSession();
    this.sync.dispose();
    this.receipt.cancel();
    this.deps.sounds?.dispose();
    // A later start() looks at the store afresh (React's Strict Mode starts, stops and starts again).
    this.view = 'none';
    this.roomNum = null;
  }

  /** After logout: nothing of the call stays on screen. */
  reset(): void {
    this.endSession();
    this.store.getState().close();
  }

  // ---- what the buttons do ----

  async answer(): Promise<void> {
    const { call, pending } = this.store.getState();
    if (!call || pending) return;
    await this.sync.act('answer', async () => {
      await postCallAction(this.deps.api, CallAction.ANSWER, call.roomNum);
      // The server says so too ('call:state'); showing it now starts the camera without waiting for the event.
      this.store.getState().applyState({
        roomNum: call.roomNum,
        phase: 'accepted',
        callStatus: 'connected',
        connectedAt: null,
        media: this.store.getState().media,
      });
    });
  }

  /** The callee says no, or the caller withdraws: the ring cancel of spec §4. */
  async ringCancel(): Promise<void> {
    const { call, pending } = this.store.getState();
    if (!call || pending) return;
    const caller = call.callRole === 'caller';
    await this.sync.act(caller ? 'cancel' : 'decline', async () => {
      await ringCancel(this.deps.api, call);
      this.sync.endLocally(caller ? 'cancelled' : 'declined');
    });
  }

  async hangUp(): Promise<void> {
    const { call, phase, pending } = this.store.getState();
    if (!call || phase === 'ended' || pending === 'hangup') return;
    if (phase === 'ringing') {
      await this.ringCancel();
      return;
    }
    this.store.getState().setPending('hangup');
    try {
      await postCallAction(this.deps.api, CallAction.HANGUP, call.roomNum);
    } catch {
      // The person wants out either way; the server ends the call when this user's socket goes too.
    }
    this.sync.endLocally('hung_up');
  }

  toggleMute(): void {
    const { muted, localStream } = this.store.getState();
    localStream?.getAudioTracks().forEach((track) => (track.enabled = muted));
    this.store.getState().setMedia({ muted: !muted });
  }

  toggleCamera(): void {
    const { cameraOff, localStream } = this.store.getState();
    localStream?.getVideoTracks().forEach((track) => (track.enabled = cameraOff));
    this.store.getState().setMedia({ cameraOff: !cameraOff });
  }

  async switchCamera(): Promise<void> {
    await this.session?.switchCamera();
  }

  /** Asks the other side to turn this voice call into video. */
  async requestVideo(): Promise<void> {
    const { call, pending } = this.store.getState();
    if (!call || pending) return;
    this.store.getState().setFailure(null);
    this.store.getState().setPending('upgrade');
    try {
      await this.deps.api.call(callsApi.upgrade, { roomNum: call.roomNum, answer: 'request' });
      // Stays pending until the other side answers ('call:upgrade').
    } catch (error) {
      this.store.getState().setPending(null);
      this.store.getState().setFailure(failureOf(error));
    }
  }

  async answerUpgrade(accept: boolean): Promise<void> {
    const { call, pending } = this.store.getState();
    if (!call || pending) return;
    await this.sync.act('upgrade', () =>
      this.deps.api.call(callsApi.upgrade, { roomNum: call.roomNum, answer: accept ? 'accept' : 'decline' }),
    );
  }

  /** The camera or microphone was refused earlier; the person fixed it and tries again. */
  async retryCamera(): Promise<void> {
    await this.session?.retryCamera();
  }

  /** The first remote frame played: media flows even if the connection state has not said so yet. */
  mediaFlowing(): void {
    this.session?.reportStart();
  }

  /** Statistics of the live call's connection (the quality indicator), or null when there is none. */
  async stats(): Promise<RTCStatsReport | null> {
    return (await this.session?.stats()) ?? null;
  }

  /** 'Continue here': this tab takes the call from the one that has it (which lets go of its media). */
  async continueHere(): Promise<void> {
    const { call, pending } = this.store.getState();
    if (!call || pending) return;
    await this.sync.act('claim', async () => {
      const claimed = await this.deps.api.call(callsApi.claim, { roomNum: call.roomNum, tabId: tabId() });
      this.store.getState().openCall(claimed);
    });
  }

  /** The call goes on in another tab and this one stops showing it (until the next call). */
  dismissElsewhere(): void {
    this.dismissedRoom = this.store.getState().call?.roomNum ?? null;
    this.store.getState().close();
  }

  /** The summary was closed: the stored room number and call role go (spec §4). */
  close(): void {
    this.endSession();
    this.store.getState().close();
  }

  // ---- the store and the gateway ----

  /**
   * The live call of this user, found from the session rather than from this page's memory: after a reload it
   * comes back (and reconnects), and in another tab it shows as going on elsewhere.
   */
  private async resumeLive(): Promise<void> {
    if (callInProgress(this.store.getState())) return;
    let live: CallData | null;
    try {
      live = await this.deps.api.call(callsApi.live);
    } catch {
      return;
    }
    if (!live || live.roomNum === this.dismissedRoom || callInProgress(this.store.getState())) return;
    this.store.getState().openCall(live);
  }

  private onStore(state: CallStoreState): void {
    // A call that went on in another tab ends there; this tab has nothing to sum up.
    if (state.elsewhere && state.phase === 'ended') {
      state.close();
      return;
    }
    const view = callView(state);
    const roomNum = state.call?.roomNum ?? null;
    if (roomNum !== this.roomNum) {
      this.roomNum = roomNum;
      this.sync.roomChanged();
      this.receipt.cancel();
      if (this.session && this.session.roomNum !== roomNum) this.endSession();
    }
    if (view !== this.view) {
      this.view = view;
      this.onView(view, state);
    }
  }

  private onView(view: CallView, state: CallStoreState): void {
    const sounds = this.deps.sounds;
    if (view === 'incoming') sounds?.play('ring');
    else if (view === 'outgoing') sounds?.play('ringback');
    else sounds?.stop();

    if ((view === 'incoming' || view === 'outgoing') && state.call) this.sync.watchRing(state.call);
    if (view === 'active' && state.call) void this.connect(state.call);
    if (view === 'summary' || view === 'none' || view === 'elsewhere') this.endSession();
    if (view === 'summary' && !state.receipt && state.call) this.receipt.wait(state.call.roomNum);
  }

  private onSignal(signal: IncomingSignal): void {
    if (this.session?.handle(signal)) return;
    this.early.keep(signal, this.roomNum);
  }

  private async connect(call: CallData): Promise<void> {
    if (this.session?.roomNum === call.roomNum) return;
    this.endSession();
    const session = new CallMediaSession(
      {
        api: this.deps.api,
        realtime: this.deps.realtime,
        store: this.store,
        devices: this.devices,
        createPeer: this.createPeer,
        relayOnly: this.relayOnly,
        now: this.now,
        early: this.early,
        onLost: () => void this.hangUp(),
        onElsewhere: () => void this.sync.resync(),
      },
      call,
    );
    this.session = session;
    await session.open();
  }

  private endSession(): void {
    const session = this.session;
    if (!session) return;
    // Forgotten before it closes: closing updates the store, which calls back into onStore.
    this.session = null;
    session.close();
  }
}
