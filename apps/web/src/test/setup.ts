import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after this. The whole app renders in these tests, with its language chunks, on a
// two-core machine that runs other test files at the same time: the default second is too little there. It
// only bounds the wait for what must appear; nothing here measures speed.
configure({ asyncUtilTimeout: 4_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});
