/**
 * The sandbox checkout script: the same `window.Razorpay` constructor as the real one, with a
 * keyboard-usable test dialog (Pay / Fail / Dismiss). Pay asks the API to sign a payment for the order.
 */
export function checkoutScript(apiBase: string): string {
  return `/* Aarohi sandbox checkout: test payments only, no money moves. */
(function () {
  'use strict';
  var API = ${JSON.stringify(apiBase)};
  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    for (var k in attrs) e.setAttribute(k, attrs[k]);
    if (text) e.textContent = text;
    return e;
  }
  function rupees(paise) {
    return (Number(paise) / 100).toLocaleString('en-IN', { style: 'currency', currency: 'INR' });
  }
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this._handlers = {};
  }
  Razorpay.prototype.on = function (event, fn) { this._handlers[event] = fn; };
  Razorpay.prototype.close = function () { if (this._root) { this._root.remove(); this._root = null; } };
  Razorpay.prototype.open = function () {
    var self = this, o = this.options;
    var previous = document.activeElement;
    var root = el('div', { 'data-sandbox-checkout': '', style: 'position:fixed;inset:0;background:rgba(20,10,30,.55);display:flex;align-items:center;justify-content:center;z-index:2147483647;font-family:system-ui,sans-serif' });
    var box = el('div', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'sbx-mode sbx-title', 'aria-describedby': 'sbx-desc', style: 'background:#fff;color:#1f1230;border-radius:12px;padding:24px;max-width:360px;width:90%;box-shadow:0 10px 40px rgba(0,0,0,.3)' });
    // Visible on every sandbox dialog: nobody mistakes it for a real checkout.
    box.appendChild(el('p', { id: 'sbx-mode', 'data-test-mode': '', style: 'display:inline-block;margin:0 0 12px;padding:4px 10px;border-radius:999px;background:#fff1c2;color:#5a3b00;border:1px solid #8a5a00;font-weight:700;font-size:.8rem;letter-spacing:.08em' }, 'TEST MODE'));
    box.appendChild(el('h2', { id: 'sbx-title', style: 'margin:0 0 8px;font-size:1.25rem' }, 'Test payment (sandbox)'));
    box.appendChild(el('p', { id: 'sbx-desc', style: 'margin:0 0 16px' }, (o.description || 'Payment') + ': ' + rupees(o.amount) + '. No real money is charged.'));
    var status = el('p', { role: 'status', 'aria-live': 'polite', style: 'min-height:1.2em;margin:0 0 12px' });
    box.appendChild(status);
    var row = el('div', { style: 'display:flex;gap:8px;flex-wrap:wrap' });
    var pay = el('button', { type: 'button', style: 'padding:10px 16px;border:0;border-radius:8px;background:#6b2fa3;color:#fff;font-weight:600;cursor:pointer' }, 'Pay');
    var fail = el('button', { type: 'button', style: 'padding:10px 16px;border:1px solid #b3261e;border-radius:8px;background:#fff;color:#b3261e;cursor:pointer' }, 'Fail');
    var dismiss = el('button', { type: 'button', style: 'padding:10px 16px;border:1px solid #555;border-radius:8px;background:#fff;color:#333;cursor:pointer' }, 'Dismiss');
    row.appendChild(pay); row.appendChild(fail); row.appendChild(dismiss);
    box.appendChild(row);
    root.appendChild(box);
    function finish() { self.close(); if (previous && previous.focus) previous.focus(); }
    function authorize(outcome) {
      status.textContent = 'Processing…';
      pay.disabled = fail.disabled = true;
      return fetch(API + '/sandbox/authorize', {
        method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ orderId: o.order_id, outcome: outcome })
      }).then(function (r) { return r.json().then(function (b) { if (!r.ok) throw new Error(b.message || 'Payment failed'); return b; }); });
    }
    pay.addEventListener('click', function () {
      authorize('success').then(function (res) { finish(); if (o.handler) o.handler(res); })
        .catch(function (e) { status.textContent = e.message; pay.disabled = fail.disabled = false; });
    });
    fail.addEventListener('click', function () {
      var failed = self._handlers['payment.failed'];
      if (failed) {
        finish();
        failed({ error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed (sandbox test)', source: 'customer', step: 'payment_authorization', reason: 'payment_failed', metadata: { order_id: o.order_id } } });
        return;
      }
      authorize('failure').then(function (res) { finish(); if (o.handler) o.handler(res); })
        .catch(function (e) { status.textContent = e.message; pay.disabled = fail.disabled = false; });
    });
    function onDismiss() { finish(); if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss(); }
    dismiss.addEventListener('click', onDismiss);
    root.addEventListener('keydown', function (e) {
      if (e.key === 'Escape') onDismiss();
      if (e.key === 'Tab') {
        var items = [pay, fail, dismiss].filter(function (b) { return !b.disabled; });
        var i = items.indexOf(document.activeElement);
        if (e.shiftKey && i <= 0) { e.preventDefault(); items[items.length - 1].focus(); }
        else if (!e.shiftKey && i === items.length - 1) { e.preventDefault(); items[0].focus(); }
      }
    });
    document.body.appendChild(root);
    this._root = root;
    pay.focus();
  };
  window.Razorpay = Razorpay;
})();
`;
}
