// The ERP page's own script (plain JavaScript, no framework): mounts the sign-up on demand and
// records its events, as an ERP desk page would hand them to its own code.
(function () {
  'use strict';
  var apiBase = document.querySelector('meta[name="suvasa-api-base"]').content;
  var container = document.getElementById('suvasa-sign-up');
  var openButton = document.getElementById('open-sign-up');
  var closeButton = document.getElementById('close-sign-up');
  var events = document.getElementById('erp-events');
  var customerOutput = document.getElementById('erp-customer');
  var unmount = null;

  function record(text) {
    var item = document.createElement('li');
    item.textContent = text;
    events.appendChild(item);
  }

  function close() {
    if (unmount) unmount();
    unmount = null;
    openButton.disabled = false;
    closeButton.disabled = true;
  }

  openButton.addEventListener('click', function () {
    if (unmount) return;
    unmount = window.SuvasaSignUp.mount(container, {
      apiBase: apiBase,
      theme: { colors: { primary: '#3c3c78' } },
      onComplete: function (customer) {
        record('onComplete: ' + customer.customer_id);
        customerOutput.textContent = JSON.stringify(customer);
        customerOutput.hidden = false;
      },
      onCancel: function () {
        record('onCancel');
        close();
      },
      onError: function (error) {
        record('onError: ' + (error && error.message ? error.message : String(error)));
      },
    });
    openButton.disabled = true;
    closeButton.disabled = false;
  });

  closeButton.addEventListener('click', close);
})();
