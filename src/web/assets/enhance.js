// Small comforts on top of pages that work without JavaScript: a ticking local time, a preview of the
// chosen avatar, and a question before destructive forms are sent.
(function () {
  'use strict';
  function tickLocalTime() {
    var time = document.querySelector('.local-time time[data-offset]');
    if (!time) return;
    var match = /^UTC([+-])(\d\d):(\d\d)$/.exec(time.getAttribute('data-offset') || '');
    if (!match) return;
    var offset = (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
    function show() {
      var local = new Date(Date.now() + offset * 60000);
      var pad = function (n) {
        return String(n).padStart(2, '0');
      };
      time.textContent = pad(local.getUTCHours()) + ':' + pad(local.getUTCMinutes());
    }
    show();
    setInterval(show, 15000);
  }
  function previewAvatar() {
    var input = document.getElementById('avatar-file');
    if (!input || !window.URL) return;
    input.addEventListener('change', function () {
      var file = input.files && input.files[0];
      if (!file) return;
      var img = document.getElementById('avatar-preview');
      if (!img) {
        img = document.createElement('img');
        img.id = 'avatar-preview';
        img.className = 'avatar';
        img.alt = 'Preview of the chosen image';
        input.parentNode.appendChild(img);
      }
      img.src = URL.createObjectURL(file);
    });
  }
  function confirmDanger() {
    var forms = document.querySelectorAll('.danger form');
    Array.prototype.forEach.call(forms, function (form) {
      form.addEventListener('submit', function (event) {
        if (!window.confirm('This cannot be undone. Go on?')) event.preventDefault();
      });
    });
  }
  document.addEventListener('DOMContentLoaded', function () {
    tickLocalTime();
    previewAvatar();
    confirmDanger();
  });
})();
