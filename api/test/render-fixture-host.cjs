// A stand-in for the shell's server build in the render service's tests: what a remote's server
// code may do, chosen by the path's last part. `spin` never yields the thread (a hung remote);
// `busy` holds it for 300 ms; `hang` never settles; `throw` throws; `slow` takes 600 ms;
// `area-failed` renders with the page's area left to the browser; `content-version` renders the
// site content's version it was given; `last-signal` what became of the worker's previous
// render's signal (after its answer); anything else renders the request back, with a number of
// its own (two renders of one page differ: a page served twice alike was kept), and the member
// the API gave it, if it gave one (`none`: not a live session).
let previousSignal = null;

exports.render = async function render(request) {
  const last = request.path.split('/').pop();
  const previous = previousSignal;
  previousSignal = request.signal;
  if (last === 'last-signal') return { status: 200, head: '', markup: `<main class="page">the previous render's signal: ${previous?.aborted ? previous.reason.message : 'not aborted'}</main>`, state: {} };
  if (last === 'throw') throw new Error('the remote threw');
  if (last === 'hang') return new Promise(() => undefined);
  if (last === 'spin') for (;;);
  if (last === 'busy') for (const until = Date.now() + 300; Date.now() < until; );
  if (last === 'slow') await new Promise((resolve) => setTimeout(resolve, 600));
  return {
    status: 200,
    head: `<style nonce="${request.nonce}">.page{}</style>`,
    title: `page ${request.path}`,
    description: `about ${request.path} & "more"`,
    markup: `<main class="page">${request.path} ${request.language} pid=${process.pid} releases=${request.releasesDir} cookie=${request.cookie ?? ''} area=${request.areaBudgetMs ?? ''} render=${Math.random()}${memberOf(request)}</main>`,
    state: { language: request.language, path: request.path },
    ...(last === 'area-failed' ? { leftToBrowser: 'games/Page cannot be rendered on the server: the remote threw' } : {}),
    ...(last === 'content-version' ? { markup: `<main class="page">content=${request.contentVersion ?? 'none'}</main>` } : {}),
  };
};

function memberOf({ member }) {
  if (member === undefined) return '';
  return member === null ? ' member=none' : ` member=${member.info.account.username}:${member.wallet.balance}`;
}
