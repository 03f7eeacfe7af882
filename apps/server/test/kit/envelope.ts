import { expect } from 'vitest';
import type { Answer } from './api';

/**
 * Envelope matchers: `expect(answer).toBeOk()` and `expect(answer).toBeRefusedWith(code)` say what went wrong
 * (the code and the server's message) instead of a bare object diff.
 */
expect.extend({
  toBeOk(received: Answer) {
    return {
      pass: received.code === 200,
      message: () =>
        this.isNot
          ? 'expected a refusal, got code 200'
          : `expected code 200, got ${received.code}: ${received.msg ?? '(no message)'}`,
    };
  },
  toBeRefusedWith(received: Answer, code: number) {
    const pass = received.code === code && received.data !== undefined && typeof received.msg === 'string';
    return {
      pass,
      message: () =>
        this.isNot
          ? `expected anything but code ${code}`
          : `expected code ${code} with a message, got ${received.code}: ${received.msg ?? '(no message)'}`,
    };
  },
});

declare module 'vitest' {
  interface Matchers<T> {
    /** The answer is `{ code: 200, data }`. */
    toBeOk(): T;
    /** The answer is a refusal with this code and a message. */
    toBeRefusedWith(code: number): T;
  }
}

/** The data of a successful answer; fails the test with the answer's code and message otherwise. */
export function dataOf<T>(answer: Answer<T>): T {
  expect(answer).toBeOk();
  return answer.data;
}
