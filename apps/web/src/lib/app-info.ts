/** appId common field: tells the gateway which client build is calling (web, as opposed to a future app). */
export const APP_ID = 'mingle-web';

/** version common field; CI may stamp the release into VITE_APP_VERSION. */
export const APP_VERSION = import.meta.env.VITE_APP_VERSION ?? '0.0.0';
