import { configure } from 'mobx';

let configured = false;

/** mobx is a shared singleton, so its global settings are made once, here, for every app. */
export function configureMobx(): void {
  if (configured) return;
  configure({ enforceActions: 'observed' });
  configured = true;
}
