/**
 * The browser half of the Stripe fake (issue 21 point 5): a stand-in for Stripe.js with the calls the
 * portal makes — Stripe(key, {stripeAccount}), elements({clientSecret}), create('payment'), mount,
 * submit, confirmPayment — served by the fake at /v3/stripe.js. Its card fields are plain labelled
 * inputs (Stripe's are in a frame); confirming posts to the fake, which moves the intent and sends the
 * portal the signed notification as Stripe would. Stripe's test cards behave as Stripe documents them:
 * 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks for 3-D Secure.
 */
export const FAKE_STRIPE_JS = String.raw`
(function () {
  var origin = new URL(document.currentScript.src).origin;
  function post(path, body) {
    return fetch(origin + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(function (r) { return r.json(); });
  }
  function field(parent, id, label, autocomplete, placeholder) {
    var wrap = document.createElement('div');
    wrap.style.cssText = 'display:grid;gap:4px;font:14px system-ui,sans-serif';
    var l = document.createElement('label');
    l.htmlFor = id;
    l.textContent = label;
    var input = document.createElement('input');
    input.id = id;
    input.autocomplete = autocomplete;
    input.placeholder = placeholder;
    input.inputMode = 'numeric';
    input.style.cssText = 'padding:10px;border:1px solid #767676;border-radius:6px;font:16px system-ui,sans-serif;color:inherit;background:transparent';
    wrap.appendChild(l);
    wrap.appendChild(input);
    parent.appendChild(wrap);
    return input;
  }
  window.Stripe = function (publishableKey, options) {
    var account = options && options.stripeAccount;
    return {
      elements: function (elementOptions) {
        var clientSecret = elementOptions.clientSecret;
        var inputs = null;
        var root = null;
        var elements = {
          create: function () {
            return {
              mount: function (target) {
                root = document.createElement('div');
                root.setAttribute('data-fake-stripe', 'payment-element');
                root.style.cssText = 'display:grid;gap:12px';
                inputs = {
                  number: field(root, 'fake-stripe-number', 'Card number', 'cc-number', '1234 1234 1234 1234'),
                  expiry: field(root, 'fake-stripe-expiry', 'Expiry (MM / YY)', 'cc-exp', 'MM / YY'),
                  cvc: field(root, 'fake-stripe-cvc', 'Security code', 'cc-csc', 'CVC'),
                };
                target.appendChild(root);
              },
              on: function () {},
              destroy: function () { if (root) root.remove(); root = null; },
            };
          },
          submit: function () {
            if (!inputs) return Promise.resolve({ error: { type: 'validation_error', message: 'The card form is not ready.' } });
            var number = inputs.number.value.replace(/\s/g, '');
            if (!/^\d{12,19}$/.test(number))
              return Promise.resolve({ error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } });
            if (!/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(inputs.expiry.value.trim()))
              return Promise.resolve({ error: { type: 'validation_error', code: 'incomplete_expiry', message: 'Your card’s expiration date is incomplete.' } });
            if (!/^\d{3,4}$/.test(inputs.cvc.value.trim()))
              return Promise.resolve({ error: { type: 'validation_error', code: 'incomplete_cvc', message: 'Your card’s security code is incomplete.' } });
            return Promise.resolve({});
          },
          _card: function () { return inputs.number.value.replace(/\s/g, ''); },
          _secret: clientSecret,
        };
        return elements;
      },
      confirmPayment: function (request) {
        var elements = request.elements;
        return post('/browser/confirm', {
          publishableKey: publishableKey,
          account: account,
          clientSecret: elements._secret,
          card: elements._card(),
        }).then(function (answer) {
          if (answer.error) return { error: answer.error };
          if (answer.status !== 'requires_action') return { paymentIntent: { id: answer.id, status: answer.status } };
          return challenge().then(function (passed) {
            return post('/browser/authenticate', { clientSecret: elements._secret, passed: passed });
          }).then(function (after) {
            if (after.error) return { error: after.error };
            return { paymentIntent: { id: after.id, status: after.status } };
          });
        });
      },
    };
  };
  // The bank's 3-D Secure page (Stripe shows it in a frame over the page).
  function challenge() {
    return new Promise(function (resolve) {
      var dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-labelledby', 'fake-3ds-title');
      dialog.style.cssText = 'position:fixed;inset:0;display:grid;place-items:center;background:rgba(0,0,0,.5);z-index:99999';
      var box = document.createElement('div');
      box.style.cssText = 'background:#fff;color:#111;padding:24px;border-radius:8px;display:grid;gap:12px;font:16px system-ui,sans-serif';
      var title = document.createElement('h2');
      title.id = 'fake-3ds-title';
      title.textContent = '3D Secure 2 test page';
      box.appendChild(title);
      [['Complete', true], ['Fail', false]].forEach(function (choice) {
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = choice[0] + ' authentication';
        button.onclick = function () { dialog.remove(); resolve(choice[1]); };
        box.appendChild(button);
      });
      dialog.appendChild(box);
      document.body.appendChild(dialog);
    });
  }
})();
`;
