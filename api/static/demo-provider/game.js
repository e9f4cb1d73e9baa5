// The demo provider's game window. Plain script: it runs inside the provider's page, outside
// the site's bundles. All outcomes are decided by the provider's server; this only shows them.
(function () {
  'use strict';
  const root = document.getElementById('game');
  if (!root) return;
  const token = root.dataset.token;
  const kind = root.dataset.kind;
  const texts = JSON.parse(root.dataset.texts || '{}');
  const lang = root.dataset.lang === 'en' ? 'en-US' : 'ko-KR';
  const table = document.getElementById('table');
  const controls = document.getElementById('controls');
  const result = document.getElementById('result');
  const credit = document.getElementById('credit');
  const STAKES = [1000, 5000, 10000, 50000, 100000];
  const money = (n) => new Intl.NumberFormat(lang).format(n) + (lang === 'ko-KR' ? '원' : ' KRW');
  const say = (text, tone) => {
    result.textContent = text;
    result.className = 'game__result' + (tone ? ' game__result--' + tone : '');
  };
  const el = (tag, attrs, children) => {
    const node = document.createElement(tag);
    Object.entries(attrs || {}).forEach(([k, v]) => {
      if (k === 'text') node.textContent = v;
      else if (k === 'onclick') node.addEventListener('click', v);
      else node.setAttribute(k, v);
    });
    (children || []).forEach((c) => node.appendChild(c));
    return node;
  };

  async function call(path, body) {
    const res = await fetch('/demo-provider/api/' + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': root.dataset.lang || 'ko' },
      body: JSON.stringify(Object.assign({ t: token }, body)),
    });
    const json = await res.json().catch(() => ({}));
    if (!res.ok) throw Object.assign(new Error(json.message || texts.failed), { status: res.status });
    return json.data;
  }

  function showBalance(balance) {
    credit.textContent = money(balance);
    credit.dataset.value = String(balance);
  }

  let busy = false;
  // Rounds settled so far: a balance read that a round overtook shows nothing.
  let settled = 0;
  let reading = false;
  async function play(path, body, show) {
    if (busy) return;
    busy = true;
    root.setAttribute('aria-busy', 'true');
    say('');
    try {
      const data = await call(path, body);
      show(data.outcome);
      showBalance(data.balance);
    } catch (error) {
      say(error.message, 'error');
    } finally {
      busy = false;
      settled += 1;
      root.removeAttribute('aria-busy');
    }
  }

  /**
   * The member's credit as the operator holds it now. Read again when the window is looked at
   * again: the member may have moved money on the site meanwhile (a conversion, a deposit).
   */
  function readBalance() {
    if (reading) return;
    reading = true;
    const before = settled;
    call('balance', {}).then(
      (data) => {
        if (!busy && settled === before) showBalance(data.balance);
      },
      (error) => say(error.message, 'error'),
    ).finally(() => (reading = false));
  }

  function stakePicker(onPick) {
    let chosen = STAKES[0];
    const group = el('div', { class: 'stakes', role: 'radiogroup', 'aria-label': texts.stake });
    STAKES.forEach((amount) => {
      const b = el('button', { type: 'button', class: 'stake', role: 'radio', 'aria-checked': String(amount === chosen), text: money(amount) });
      b.addEventListener('click', () => {
        chosen = amount;
        group.querySelectorAll('.stake').forEach((x) => x.setAttribute('aria-checked', String(x === b)));
        if (onPick) onPick(amount);
      });
      group.appendChild(b);
    });
    return { node: group, value: () => chosen };
  }

  function outcomeText(prize, stake) {
    if (prize === 0) return [texts.lose, 'lose'];
    if (prize === stake) return [texts.push, 'push'];
    return [texts.win.replace('{amount}', money(prize)), 'win'];
  }

  function slot() {
    const reels = el('div', { class: 'reels', 'aria-label': 'reels' });
    for (let i = 0; i < 3; i++) reels.appendChild(el('span', { class: 'reel', 'data-testid': 'reel', text: '7' }));
    table.append(reels, el('p', { class: 'rules', text: texts.paytable }));
    const stake = stakePicker();
    const spin = el('button', { type: 'button', class: 'action', text: texts.spin });
    spin.addEventListener('click', () =>
      play('slot', { stake: stake.value() }, (o) => {
        o.reels.forEach((s, i) => (reels.children[i].textContent = s));
        const [text, tone] = outcomeText(o.prize, -1);
        say(text, tone);
      }),
    );
    controls.append(stake.node, spin);
  }

  function baccarat() {
    const hands = el('div', { class: 'hands' });
    const hand = (label) => {
      const cards = el('span', { class: 'cards' });
      const total = el('strong', { class: 'total' });
      hands.appendChild(el('div', { class: 'hand' }, [el('span', { text: label }), cards, total]));
      return { cards, total };
    };
    const player = hand(texts.player);
    const banker = hand(texts.banker);
    table.append(hands, el('p', { class: 'rules', text: texts.baccaratRules }));
    const stakes = { player: 0, banker: 0, tie: 0 };
    const chip = stakePicker();
    const sides = el('div', { class: 'sides' });
    const labels = {};
    ['player', 'banker', 'tie'].forEach((side) => {
      const b = el('button', { type: 'button', class: 'side side--' + side });
      const render = () => (b.textContent = texts[side] + ' · ' + money(stakes[side]));
      labels[side] = render;
      render();
      b.addEventListener('click', () => {
        stakes[side] += chip.value();
        render();
      });
      sides.appendChild(b);
    });
    const clear = el('button', { type: 'button', class: 'secondary', text: texts.clearStakes });
    clear.addEventListener('click', () => {
      stakes.player = stakes.banker = stakes.tie = 0;
      Object.values(labels).forEach((r) => r());
    });
    const deal = el('button', { type: 'button', class: 'action', text: texts.deal });
    const face = (c) => ({ 1: 'A', 11: 'J', 12: 'Q', 13: 'K' })[c] || String(c);
    deal.addEventListener('click', () => {
      const total = stakes.player + stakes.banker + stakes.tie;
      if (total === 0) return say(texts.placeStake, 'error');
      play('baccarat', { stakes: Object.assign({}, stakes) }, (o) => {
        player.cards.textContent = o.player.map(face).join(' ');
        banker.cards.textContent = o.banker.map(face).join(' ');
        player.total.textContent = String(o.playerTotal);
        banker.total.textContent = String(o.bankerTotal);
        const [text, tone] = outcomeText(o.prize, total);
        say(texts[o.winner] + ' — ' + text, tone);
      });
    });
    controls.append(chip.node, sides, el('div', { class: 'row' }, [clear, deal]));
  }

  function oddEven() {
    const ball = el('span', { class: 'ball', text: '?' });
    table.append(ball, el('p', { class: 'rules', text: texts.oddEvenRules }));
    const stake = stakePicker();
    const picks = el('div', { class: 'row' });
    ['odd', 'even'].forEach((pick) => {
      const b = el('button', { type: 'button', class: 'action', text: texts.draw + ': ' + texts[pick] });
      b.addEventListener('click', () =>
        play('odd-even', { stake: stake.value(), pick }, (o) => {
          ball.textContent = String(o.ball);
          const [text, tone] = outcomeText(o.prize, -1);
          say(text, tone);
        }),
      );
      picks.appendChild(b);
    });
    controls.append(stake.node, picks);
  }

  /**
   * The reality check (issue 31): every so many minutes from the member's sign-in, as the
   * operator says (its clock, not this one), the window stops play to show the time since the
   * sign-in and what it has won or lost, until the member continues or stops. Each moment is
   * shown once, however often the figures are read.
   */
  const MINUTE = 60000;
  let checkTimer = 0;
  // Time since the sign-in when the window last showed a check (or opened), and the retry's wait.
  let shownAt = null;
  let retryWait = MINUTE;
  let stopped = false;
  const duration = (minutes) =>
    minutes >= 60
      ? texts.hoursMinutes.replace('{hours}', String(Math.floor(minutes / 60))).replace('{minutes}', String(minutes % 60))
      : texts.minutesOnly.replace('{minutes}', String(minutes));
  const signed = (n) => (n > 0 ? '+' : n < 0 ? '\u2212' : '') + money(Math.abs(n));
  const elapsedOf = (play) => Date.parse(play.now) - Date.parse(play.started_at);

  function scheduleCheck(play) {
    const every = play.every_minutes * MINUTE;
    const elapsed = elapsedOf(play);
    // A window opened between two moments waits for the next: the last one passed before it opened.
    if (shownAt === null) shownAt = elapsed;
    const next = (Math.floor(elapsed / every) + 1) * every;
    clearTimeout(checkTimer);
    // A second late, so the operator's clock has passed the moment too.
    checkTimer = setTimeout(realityCheck, next - elapsed + 1000);
  }

  function readPlay(then) {
    if (stopped) return;
    call('session', {}).then(
      (play) => {
        retryWait = MINUTE;
        if (!stopped) then(play);
      },
      (error) => {
        // A window whose token or game session is gone has nothing to check; otherwise try again, less and less often.
        if (error.status === 401 || error.status === 404) return;
        clearTimeout(checkTimer);
        checkTimer = setTimeout(realityCheck, retryWait);
        retryWait = Math.min(retryWait * 2, 15 * MINUTE);
      },
    );
  }

  function realityCheck() {
    readPlay((play) => {
      const every = play.every_minutes * MINUTE;
      const elapsed = elapsedOf(play);
      // Only a moment passed since the last shown: a read again, a retry or a changed interval shows nothing twice.
      const due = shownAt !== null && Math.floor(elapsed / every) > Math.floor(shownAt / every);
      if (!due || document.querySelector('dialog.reality')) return scheduleCheck(play);
      shownAt = elapsed;
      const minutes = Math.floor(elapsed / MINUTE);
      const dialog = el('dialog', { class: 'reality', 'aria-labelledby': 'reality-title', 'aria-describedby': 'reality-time reality-play', 'data-testid': 'reality-check' }, [
        el('h2', { id: 'reality-title', class: 'reality__title', text: texts.realityTitle }),
        el('p', { id: 'reality-time', text: texts.realityTime.replace('{time}', duration(minutes)) }),
        el('p', { id: 'reality-play', text: texts.realityPlay.replace('{bets}', money(play.bets)).replace('{prizes}', money(play.prizes)).replace('{net}', signed(play.prizes - play.bets)) }),
        el('p', { class: 'reality__note', text: texts.realityEvery.replace('{minutes}', String(play.every_minutes)) }),
      ]);
      const stop = el('button', { type: 'button', class: 'secondary', text: texts.realityStop });
      stop.addEventListener('click', () => {
        stopped = true;
        clearTimeout(checkTimer);
        dialog.close();
        window.close();
        // A window the site did not open cannot close itself: it stops and says so.
        root.replaceChildren(el('p', { class: 'game__result', role: 'status', text: texts.stopped }));
      });
      const resume = el('button', { type: 'button', class: 'action', text: texts.realityContinue });
      resume.addEventListener('click', () => dialog.close());
      // Continue, or Escape (the member has seen it): play on until the next moment.
      dialog.addEventListener('close', () => {
        dialog.remove();
        readPlay(scheduleCheck);
      });
      dialog.appendChild(el('div', { class: 'row' }, [stop, resume]));
      document.body.appendChild(dialog);
      dialog.showModal();
      resume.focus();
    });
  }

  document.getElementById('close').addEventListener('click', () => window.close());
  ({ slot, baccarat, 'odd-even': oddEven })[kind]();
  // Looked at again: the credit may have moved on the site, and the reality check's interval too.
  const refresh = () => {
    if (stopped) return;
    readBalance();
    if (!document.querySelector('dialog.reality')) readPlay(scheduleCheck);
  };
  refresh();
  window.addEventListener('focus', refresh);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refresh();
  });
})();
