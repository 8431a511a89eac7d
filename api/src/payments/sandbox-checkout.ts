/**
 * The sandbox checkout script: the same `window.Razorpay` constructor as the real one, with a test
 * dialog that simulates each method as the real checkout offers it, UPI first:
 *
 * - UPI: a QR code of a real `upi://pay` URI (amount and order reference) on a wide screen, an
 *   "Open your UPI app" link on a phone, then "waiting for approval in your UPI app" while the
 *   order's status is polled; the student's UPI app is played by Approve / Decline / Let it expire.
 *   UPI Collect (typing a UPI ID) is not offered.
 * - Card and Netbanking: the details, then the bank's page (Success / Failure).
 * - Test shortcuts Pay / Fail / Dismiss finish at once (the journeys' quick path).
 *
 * Every attempt is recorded by the API's sandbox and announced by signed webhooks, so an approval
 * enrols her even when the page is closed before the checkout calls back. Texts follow the page's
 * language (English or Hindi). The dialog is modal: focus stays inside, Escape dismisses it.
 */
import { INDIA_TIME_ZONE } from '@ai-women/contracts';

export function checkoutScript(apiBase: string): string {
  return `/* Aarohi sandbox checkout: test payments only, no money moves. */
(function () {
  'use strict';
  var API = ${JSON.stringify(apiBase)};
  var T = {
    en: {
      mode: 'TEST MODE', title: 'Test payment (sandbox)', noMoney: 'No real money is charged.',
      methods: 'Payment method', upi: 'UPI', card: 'Card', netbanking: 'Netbanking',
      scan: 'Scan this QR code with any UPI app (Google Pay, PhonePe, Paytm, BHIM) and approve the payment.',
      qr: 'UPI QR code to pay {amount}', openApp: 'Open your UPI app',
      openAppHint: 'Your UPI app opens with the amount filled in. Approve the payment there, then come back here.',
      loadingQr: 'Preparing your UPI payment…',
      waiting: 'Waiting for approval in your UPI app… Your seat stays held until {time}.',
      appTitle: 'Your UPI app (sandbox)', appHint: 'Plays the UPI app on her phone.',
      approve: 'Approve', decline: 'Decline', expire: 'Let it expire',
      declined: 'The payment was declined in your UPI app. No money was taken. Try again or choose another method.',
      expired: 'The payment request expired before it was approved. No money was taken. Try again.',
      failedBank: 'The bank declined the payment. No money was taken. Try again or choose another method.',
      received: 'Payment received. Finishing…',
      cardNumber: 'Card number', expiry: 'Expiry (MM/YY)', cvv: 'CVV', cardName: 'Name on card',
      testCard: 'A test card: nothing is charged.',
      bank: 'Your bank', payAmount: 'Pay {amount}',
      bankPage: 'Your bank’s page (sandbox)', bankHint: 'Plays the bank’s confirmation page.',
      success: 'Success', failure: 'Failure',
      shortcuts: 'Test shortcuts', pay: 'Pay', fail: 'Fail', dismiss: 'Dismiss', processing: 'Processing…'
    },
    hi: {
      mode: 'TEST MODE', title: 'Test payment (sandbox)', noMoney: 'कोई असली पैसा नहीं कटेगा।',
      methods: 'भुगतान का तरीका', upi: 'UPI', card: 'कार्ड', netbanking: 'नेटबैंकिंग',
      scan: 'किसी भी UPI ऐप (Google Pay, PhonePe, Paytm, BHIM) से यह QR कोड स्कैन करें और भुगतान स्वीकृत करें।',
      qr: '{amount} भुगतान के लिए UPI QR कोड', openApp: 'अपना UPI ऐप खोलें',
      openAppHint: 'आपका UPI ऐप राशि भरकर खुलेगा। वहाँ भुगतान स्वीकृत करें, फिर यहाँ लौटें।',
      loadingQr: 'आपका UPI भुगतान तैयार हो रहा है…',
      waiting: 'आपके UPI ऐप में स्वीकृति की प्रतीक्षा है… आपकी सीट {time} तक रुकी रहेगी।',
      appTitle: 'आपका UPI ऐप (सैंडबॉक्स)', appHint: 'फ़ोन के UPI ऐप की जगह।',
      approve: 'स्वीकृत करें', decline: 'अस्वीकार करें', expire: 'समय खत्म होने दें',
      declined: 'आपके UPI ऐप में भुगतान अस्वीकार हुआ। कोई पैसा नहीं कटा। फिर से कोशिश करें या दूसरा तरीका चुनें।',
      expired: 'स्वीकृति से पहले भुगतान अनुरोध का समय खत्म हो गया। कोई पैसा नहीं कटा। फिर से कोशिश करें।',
      failedBank: 'बैंक ने भुगतान अस्वीकार किया। कोई पैसा नहीं कटा। फिर से कोशिश करें या दूसरा तरीका चुनें।',
      received: 'भुगतान मिल गया। पूरा हो रहा है…',
      cardNumber: 'कार्ड नंबर', expiry: 'समाप्ति (MM/YY)', cvv: 'CVV', cardName: 'कार्ड पर नाम',
      testCard: 'टेस्ट कार्ड: कुछ नहीं कटेगा।',
      bank: 'आपका बैंक', payAmount: '{amount} चुकाएँ',
      bankPage: 'आपके बैंक का पेज (सैंडबॉक्स)', bankHint: 'बैंक के पुष्टि पेज की जगह।',
      success: 'सफल', failure: 'विफल',
      shortcuts: 'Test shortcuts', pay: 'Pay', fail: 'Fail', dismiss: 'Dismiss', processing: 'हो रहा है…'
    }
  };
  var BANKS = [['SBIN', 'State Bank of India'], ['HDFC', 'HDFC Bank'], ['ICIC', 'ICICI Bank'], ['UTIB', 'Axis Bank'], ['KKBK', 'Kotak Mahindra Bank']];
  var PLUM = '#6b2fa3', INK = '#1f1230', MUTED = '#5b4a6b', LINE = '#d9cfe3';
  function lang() { return /^hi/i.test(document.documentElement.lang || '') ? 'hi' : 'en'; }
  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    for (var k in attrs) e.setAttribute(k, attrs[k]);
    if (text) e.textContent = text;
    return e;
  }
  function fill(s, v) { return s.replace(/\\{(\\w+)\\}/g, function (_, k) { return v[k] != null ? v[k] : ''; }); }
  function rupees(paise) {
    return (Number(paise) / 100).toLocaleString('en-IN', { style: 'currency', currency: 'INR' });
  }
  function clock(iso) {
    try { return new Date(iso).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: ${JSON.stringify(INDIA_TIME_ZONE)} }) + ' IST'; }
    catch (e) { return ''; }
  }
  function call(method, path, body) {
    var init = { method: method, credentials: 'include', headers: {} };
    if (body) { init.headers['content-type'] = 'application/json'; init.body = JSON.stringify(body); }
    return fetch(API + path, init).then(function (r) {
      return r.json().catch(function () { return {}; }).then(function (b) {
        if (!r.ok) throw new Error(b.message || 'Payment failed');
        return b;
      });
    });
  }
  var BTN = 'min-height:44px;padding:10px 16px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;';
  var PRIMARY = BTN + 'border:0;background:' + PLUM + ';color:#fff;';
  var SECONDARY = BTN + 'border:1px solid ' + PLUM + ';background:#fff;color:' + PLUM + ';';
  var DANGER = BTN + 'border:1px solid #b3261e;background:#fff;color:#b3261e;';
  var QUIET = BTN + 'border:1px solid #555;background:#fff;color:#333;';
  var FIELD = 'display:block;width:100%;box-sizing:border-box;min-height:44px;margin-top:4px;padding:8px 10px;border:1px solid #8a7a99;border-radius:8px;font:inherit;color:' + INK + ';background:#faf7fc;';

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this._handlers = {};
  }
  Razorpay.prototype.on = function (event, fn) { this._handlers[event] = fn; };
  Razorpay.prototype.close = function () {
    if (this._poll) { clearInterval(this._poll); this._poll = null; }
    if (this._media) { this._media(); this._media = null; }
    if (this._root) { this._root.remove(); this._root = null; }
  };
  Razorpay.prototype.open = function () {
    var self = this, o = this.options, t = T[lang()];
    var amount = rupees(o.amount);
    var previous = document.activeElement;
    var done = false, busy = false, signed = null;
    var root = el('div', { 'data-sandbox-checkout': '', style: 'position:fixed;inset:0;background:rgba(20,10,30,.6);display:flex;align-items:center;justify-content:center;z-index:2147483647;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Devanagari",sans-serif;line-height:1.45;padding:12px;box-sizing:border-box' });
    var box = el('div', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'sbx-mode sbx-title', 'aria-describedby': 'sbx-desc', lang: lang(), style: 'background:#fff;color:' + INK + ';border-radius:14px;padding:20px;max-width:480px;width:100%;max-height:100%;overflow:auto;box-sizing:border-box;box-shadow:0 10px 40px rgba(0,0,0,.35)' });
    // Visible on every sandbox dialog: nobody mistakes it for a real checkout.
    var head = el('div', { style: 'display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px;margin:0 0 4px' });
    head.appendChild(el('p', { id: 'sbx-mode', 'data-test-mode': '', style: 'display:inline-block;margin:0;padding:4px 10px;border-radius:999px;background:#fff1c2;color:#5a3b00;border:1px solid #8a5a00;font-weight:700;font-size:.8rem;letter-spacing:.08em' }, t.mode));
    head.appendChild(el('h2', { id: 'sbx-title', lang: 'en', style: 'margin:0;font-size:1.2rem' }, t.title));
    box.appendChild(head);
    var desc = el('p', { id: 'sbx-desc', style: 'margin:4px 0 14px;color:' + MUTED }, '');
    desc.appendChild(document.createTextNode((o.description || 'Payment') + ': '));
    desc.appendChild(el('strong', { style: 'color:' + INK + ';font-size:1.1rem' }, amount));
    desc.appendChild(document.createTextNode('. ' + t.noMoney));
    box.appendChild(desc);

    // ---- methods: a tab list, UPI first (arrow keys move between tabs).
    var tabs = el('div', { role: 'tablist', 'aria-label': t.methods, style: 'display:flex;gap:4px;border-bottom:1px solid ' + LINE + ';margin:0 0 14px' });
    var panels = {}, tabButtons = {};
    ['upi', 'card', 'netbanking'].forEach(function (m) {
      var b = el('button', { type: 'button', role: 'tab', id: 'sbx-tab-' + m, 'aria-controls': 'sbx-panel-' + m, 'data-method': m }, t[m]);
      tabButtons[m] = b;
      tabs.appendChild(b);
      panels[m] = el('div', { role: 'tabpanel', id: 'sbx-panel-' + m, 'aria-labelledby': 'sbx-tab-' + m });
    });
    box.appendChild(tabs);
    var status = el('p', { role: 'status', 'aria-live': 'polite', 'data-sandbox-status': '', style: 'margin:10px 0 0;font-weight:600' });
    var method = 'upi';
    function select(m, focus) {
      method = m;
      for (var k in tabButtons) {
        var on = k === m;
        tabButtons[k].setAttribute('aria-selected', on ? 'true' : 'false');
        tabButtons[k].setAttribute('tabindex', on ? '0' : '-1');
        tabButtons[k].setAttribute('style', 'padding:10px 14px;min-height:44px;border:0;border-bottom:3px solid ' + (on ? PLUM : 'transparent') + ';background:none;font:inherit;font-weight:' + (on ? '700' : '500') + ';color:' + (on ? PLUM : MUTED) + ';cursor:pointer;margin-bottom:-1px');
        panels[k].hidden = !on;
      }
      if (!busy) status.textContent = '';
      if (focus) tabButtons[m].focus();
      if (m === 'upi') startUpi();
    }
    tabs.addEventListener('click', function (e) {
      var m = e.target && e.target.getAttribute && e.target.getAttribute('data-method');
      if (m) select(m, false);
    });
    tabs.addEventListener('keydown', function (e) {
      var order = ['upi', 'card', 'netbanking'], i = order.indexOf(method);
      if (e.key === 'ArrowRight') { e.preventDefault(); select(order[(i + 1) % 3], true); }
      if (e.key === 'ArrowLeft') { e.preventDefault(); select(order[(i + 2) % 3], true); }
      if (e.key === 'Home') { e.preventDefault(); select('upi', true); }
      if (e.key === 'End') { e.preventDefault(); select('netbanking', true); }
    });

    // ---- UPI: QR on a wide screen, the app link on a phone; then waiting for her approval.
    var upi = panels.upi;
    var qrBox = el('div', { 'data-upi-qr': '', style: 'display:flex;align-items:center;gap:16px' });
    var intentBox = el('div', { 'data-upi-intent': '', style: 'display:flex;flex-direction:column;gap:8px' });
    var upiLoading = el('p', { style: 'margin:0;color:' + MUTED }, t.loadingQr);
    upi.appendChild(upiLoading);
    upi.appendChild(qrBox);
    upi.appendChild(intentBox);
    var waiting = el('p', { 'data-upi-waiting': '', style: 'margin:10px 0 0;padding:10px 12px;border-radius:8px;background:#f3ecf9;color:' + INK });
    upi.appendChild(waiting);
    var app = el('fieldset', { style: 'margin:10px 0 0;padding:10px 12px 12px;border:1px dashed #8a5a00;border-radius:10px;background:#fffaf0' });
    app.appendChild(el('legend', { style: 'padding:0 6px;font-weight:700;color:#5a3b00' }, t.appTitle));
    app.appendChild(el('p', { style: 'margin:0 0 8px;font-size:.9rem;color:#5a3b00' }, t.appHint));
    var appRow = el('div', { style: 'display:flex;gap:8px;flex-wrap:wrap' });
    var approve = el('button', { type: 'button', style: PRIMARY }, t.approve);
    var decline = el('button', { type: 'button', style: DANGER }, t.decline);
    var expire = el('button', { type: 'button', style: QUIET }, t.expire);
    appRow.appendChild(approve); appRow.appendChild(decline); appRow.appendChild(expire);
    app.appendChild(appRow);
    upi.appendChild(app);
    var upiLoaded = false, wide = window.matchMedia ? window.matchMedia('(min-width: 600px)') : null;
    function layout() {
      var isWide = !wide || wide.matches;
      // display, not the hidden attribute: their inline display would override it.
      qrBox.style.display = isWide && upiLoaded ? 'flex' : 'none';
      intentBox.style.display = !isWide && upiLoaded ? 'flex' : 'none';
    }
    if (wide) {
      var onChange = function () { layout(); };
      if (wide.addEventListener) { wide.addEventListener('change', onChange); self._media = function () { wide.removeEventListener('change', onChange); }; }
    }
    function startUpi() {
      if (upiLoaded || self._upiLoading) { watch(); return; }
      self._upiLoading = true;
      call('GET', '/sandbox/upi/' + encodeURIComponent(o.order_id)).then(function (r) {
        var svg = new DOMParser().parseFromString(r.qrSvg, 'image/svg+xml').documentElement;
        svg.setAttribute('width', '176'); svg.setAttribute('height', '176');
        svg.setAttribute('role', 'img'); svg.setAttribute('aria-label', fill(t.qr, { amount: amount }));
        var frame = el('div', { style: 'flex:none;padding:6px;border:1px solid ' + LINE + ';border-radius:12px;background:#fff;line-height:0' });
        frame.appendChild(document.importNode(svg, true));
        qrBox.appendChild(frame);
        qrBox.appendChild(el('p', { style: 'margin:0;color:' + MUTED }, t.scan));
        var link = el('a', { href: r.uri, 'data-upi-link': '', style: 'display:flex;align-items:center;justify-content:center;min-height:48px;border-radius:8px;background:' + PLUM + ';color:#fff;font-weight:700;text-decoration:none;padding:10px 16px' }, t.openApp);
        intentBox.appendChild(link);
        intentBox.appendChild(el('p', { style: 'margin:0;color:' + MUTED }, t.openAppHint));
        upiLoading.remove();
        upiLoaded = true;
        layout();
        watch();
      }).catch(function (e) { upiLoading.textContent = e.message; self._upiLoading = false; });
    }
    // While she approves in her app, the order is asked about: a payment settled by the
    // provider's webhook (her app approved it) ends the wait even without this window's answer.
    function watch() {
      waiting.textContent = fill(t.waiting, { time: self._holdUntil ? clock(self._holdUntil) : '' });
      if (self._poll) return;
      function tick() {
        call('GET', '/api/payments/order/' + encodeURIComponent(o.order_id)).then(function (r) {
          self._holdUntil = r.expiresAt;
          if (!busy) waiting.textContent = fill(t.waiting, { time: clock(r.expiresAt) });
          if (r.status === 'paid' && !done) {
            status.textContent = t.received;
            if (signed) succeed(signed); else { finish(); if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss(); }
          }
        }).catch(function () { /* the next tick asks again */ });
      }
      tick();
      self._poll = setInterval(tick, 2000);
    }

    // ---- Card: a test card, then the bank's page.
    var card = panels.card;
    function field(label, attrs) {
      var wrap = el('label', { style: 'display:block;margin:0 0 10px;font-weight:600;font-size:.95rem' }, label);
      var input = el('input', attrs);
      input.setAttribute('style', FIELD);
      wrap.appendChild(input);
      return wrap;
    }
    card.appendChild(el('p', { style: 'margin:0 0 10px;color:' + MUTED }, t.testCard));
    card.appendChild(field(t.cardNumber, { value: '4111 1111 1111 1111', inputmode: 'numeric', autocomplete: 'off', readonly: '' }));
    var cardRow = el('div', { style: 'display:grid;grid-template-columns:1fr 1fr;gap:10px' });
    cardRow.appendChild(field(t.expiry, { value: '12/30', autocomplete: 'off', readonly: '' }));
    cardRow.appendChild(field(t.cvv, { value: '123', autocomplete: 'off', readonly: '' }));
    card.appendChild(cardRow);
    card.appendChild(field(t.cardName, { value: (o.prefill && o.prefill.name) || '', autocomplete: 'off' }));
    var cardPay = el('button', { type: 'button', style: PRIMARY + 'width:100%' }, fill(t.payAmount, { amount: amount }));
    card.appendChild(cardPay);

    // ---- Netbanking: her bank, then the bank's page.
    var nb = panels.netbanking;
    var bankLabel = el('label', { style: 'display:block;margin:0 0 10px;font-weight:600' }, t.bank);
    var bank = el('select', { style: FIELD });
    BANKS.forEach(function (b) { bank.appendChild(el('option', { value: b[0] }, b[1])); });
    bankLabel.appendChild(bank);
    nb.appendChild(bankLabel);
    var nbPay = el('button', { type: 'button', style: PRIMARY + 'width:100%' }, fill(t.payAmount, { amount: amount }));
    nb.appendChild(nbPay);

    // The bank's page, shared by card and netbanking.
    var bankPage = el('fieldset', { hidden: '', style: 'margin:14px 0 0;padding:10px 12px 12px;border:1px dashed #8a5a00;border-radius:10px;background:#fffaf0' });
    bankPage.appendChild(el('legend', { style: 'padding:0 6px;font-weight:700;color:#5a3b00' }, t.bankPage));
    bankPage.appendChild(el('p', { style: 'margin:0 0 8px;font-size:.9rem;color:#5a3b00' }, t.bankHint));
    var bankRow = el('div', { style: 'display:flex;gap:8px;flex-wrap:wrap' });
    var bankOk = el('button', { type: 'button', style: PRIMARY }, t.success);
    var bankFail = el('button', { type: 'button', style: DANGER }, t.failure);
    bankRow.appendChild(bankOk); bankRow.appendChild(bankFail);
    bankPage.appendChild(bankRow);

    for (var m in panels) box.appendChild(panels[m]);
    box.appendChild(bankPage);
    box.appendChild(status);

    // ---- test shortcuts (also what the journeys press).
    var shortcuts = el('div', { role: 'group', 'aria-label': t.shortcuts, style: 'display:flex;gap:8px;flex-wrap:wrap;align-items:center;margin:12px 0 0;padding:10px 0 0;border-top:1px solid ' + LINE });
    shortcuts.appendChild(el('span', { lang: 'en', style: 'font-size:.8rem;font-weight:700;letter-spacing:.06em;color:' + MUTED + ';text-transform:uppercase;flex-basis:100%' }, t.shortcuts));
    var pay = el('button', { type: 'button', lang: 'en', style: PRIMARY }, t.pay);
    var fail = el('button', { type: 'button', lang: 'en', style: DANGER }, t.fail);
    var dismiss = el('button', { type: 'button', lang: 'en', style: QUIET }, t.dismiss);
    shortcuts.appendChild(pay); shortcuts.appendChild(fail); shortcuts.appendChild(dismiss);
    box.appendChild(shortcuts);
    root.appendChild(box);

    var actions = [approve, decline, expire, cardPay, nbPay, bankOk, bankFail, pay, fail];
    function setBusy(on) { busy = on; actions.forEach(function (b) { b.disabled = on; }); }
    function finish() { done = true; self.close(); if (previous && previous.focus) previous.focus(); }
    function succeed(res) { if (done) return; finish(); if (o.handler) o.handler({ razorpay_payment_id: res.razorpay_payment_id, razorpay_order_id: res.razorpay_order_id, razorpay_signature: res.razorpay_signature }); }
    function attempt(m, outcome, failText) {
      setBusy(true);
      status.textContent = t.processing;
      status.style.color = INK;
      waiting.hidden = false;
      return call('POST', '/sandbox/pay', { orderId: o.order_id, method: m, outcome: outcome }).then(function (res) {
        setBusy(false);
        if (res.status === 'captured') { signed = res; status.textContent = t.received; succeed(res); return; }
        // Like the real checkout, a failed attempt is said here and she may try again in the same
        // window (the page hears of it only if she closes the window).
        status.textContent = failText;
        status.style.color = '#b3261e';
        // Declined or expired: nothing is awaited in her UPI app any more until she tries again.
        if (m === 'upi') waiting.hidden = true;
        bankPage.hidden = true;
      }).catch(function (e) { setBusy(false); status.textContent = e.message; });
    }
    approve.addEventListener('click', function () { attempt('upi', 'approve'); });
    decline.addEventListener('click', function () { attempt('upi', 'decline', t.declined); });
    expire.addEventListener('click', function () { attempt('upi', 'expire', t.expired); });
    function toBank() { bankPage.hidden = false; status.textContent = ''; bankOk.focus(); }
    cardPay.addEventListener('click', toBank);
    nbPay.addEventListener('click', toBank);
    bankOk.addEventListener('click', function () { attempt(method, 'approve'); });
    bankFail.addEventListener('click', function () { attempt(method, 'decline', t.failedBank); });
    pay.addEventListener('click', function () { attempt(method === 'upi' ? 'upi' : method, 'approve'); });
    fail.addEventListener('click', function () {
      var failed = self._handlers['payment.failed'];
      if (failed) {
        finish();
        failed({ error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed (sandbox test)', source: 'customer', step: 'payment_authorization', reason: 'payment_failed', metadata: { order_id: o.order_id } } });
        return;
      }
      setBusy(true);
      call('POST', '/sandbox/authorize', { orderId: o.order_id, outcome: 'failure' })
        .then(function (res) { finish(); if (o.handler) o.handler(res); })
        .catch(function (e) { status.textContent = e.message; setBusy(false); });
    });
    function onDismiss() { finish(); if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss(); }
    dismiss.addEventListener('click', onDismiss);
    root.addEventListener('keydown', function (e) {
      if (e.key === 'Escape') { e.preventDefault(); onDismiss(); return; }
      if (e.key === 'Tab') {
        var items = Array.prototype.filter.call(
          box.querySelectorAll('button, a[href], input, select'),
          function (n) { return !n.disabled && n.getAttribute('tabindex') !== '-1' && n.getClientRects().length > 0; }
        );
        if (!items.length) return;
        var i = items.indexOf(document.activeElement);
        if (e.shiftKey && i <= 0) { e.preventDefault(); items[items.length - 1].focus(); }
        else if (!e.shiftKey && (i === -1 || i === items.length - 1)) { e.preventDefault(); items[0].focus(); }
      }
    });
    document.body.appendChild(root);
    this._root = root;
    select('upi', false);
    layout();
    tabButtons.upi.focus();
  };
  window.Razorpay = Razorpay;
})();
`;
}
