// Passkeys on pages that work without JavaScript: the log-in page's "Log in with a passkey", the
// second step's "Use a passkey" and the settings page's "Add a passkey". WebAuthn is a browser API, so
// these buttons stay hidden (and the settings page says they need JavaScript) until this script finds
// it. The ceremonies' encoding is SimpleWebAuthn's (webauthn.js, global SimpleWebAuthnBrowser); every
// request is a form post with the page's CSRF token, as the pages' forms are.
(function () {
  'use strict';

  var lib = window.SimpleWebAuthnBrowser;
  if (!lib || !window.PublicKeyCredential || !lib.browserSupportsWebAuthn()) return;

  function csrf() {
    var input = document.querySelector('input[name="_csrf"]');
    return input ? input.value : '';
  }

  function post(url, fields) {
    var body = new URLSearchParams();
    body.set('_csrf', csrf());
    Object.keys(fields).forEach(function (key) {
      body.set(key, fields[key]);
    });
    return fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: body,
    }).then(function (response) {
      return response.json().then(function (json) {
        if (!response.ok) throw new Error(json && json.message ? json.message : 'refused');
        return json;
      });
    });
  }

  function say(container, on) {
    var problem = container.querySelector('[data-passkey-problem]');
    if (problem) problem.textContent = on ? problem.getAttribute('data-passkey-problem') : '';
  }

  function logIn(container, ticket) {
    var button = container.querySelector('[data-passkey-button]');
    button.addEventListener('click', function () {
      say(container, false);
      button.disabled = true;
      post('/login/passkey/options', ticket ? { ticket: ticket } : {})
        .then(function (begun) {
          return lib.startAuthentication({ optionsJSON: begun.options }).then(function (answer) {
            return post('/login/passkey', { flow: begun.flow, response: JSON.stringify(answer) });
          });
        })
        .then(function (done) {
          window.location.assign(done.location);
        })
        .catch(function () {
          button.disabled = false;
          say(container, true);
        });
    });
    container.hidden = false;
  }

  var alone = document.querySelector('[data-passkey-login]');
  if (alone) logIn(alone, '');
  var second = document.querySelector('[data-passkey-second]');
  if (second) logIn(second, second.getAttribute('data-passkey-second'));

  var add = document.querySelector('[data-passkey-add]');
  if (add) {
    var needs = document.querySelector('[data-passkey-needs-script]');
    if (needs) needs.hidden = true;
    add.hidden = false;
    add.addEventListener('submit', function (event) {
      event.preventDefault();
      var button = add.querySelector('[data-passkey-button]');
      var name = add.querySelector('input[name="passkey_name"]');
      say(add, false);
      button.disabled = true;
      post('/settings/two-factor/passkeys/options', {})
        .then(function (begun) {
          return lib.startRegistration({ optionsJSON: begun.options }).then(function (answer) {
            return post('/settings/two-factor/passkeys', {
              flow: begun.flow,
              response: JSON.stringify(answer),
              name: name ? name.value : '',
            });
          });
        })
        .then(function (done) {
          window.location.assign(done.location);
        })
        .catch(function () {
          button.disabled = false;
          say(add, true);
        });
    });
  }
})();
