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
  // Reordering rows without a reload: the arrow buttons swap a row's values with its neighbour's
  // (the form keeps its field names, so the saved order is the order shown). Without JavaScript the
  // same buttons submit the form and the server moves the row.
  function reorderInPlace() {
    document.addEventListener('click', function (event) {
      var button = event.target.closest ? event.target.closest('button[name="move"]') : null;
      if (!button) return;
      var row = button.closest('li.row');
      if (!row) return;
      var up = /\.up$/.test(button.value);
      var other = up ? row.previousElementSibling : row.nextElementSibling;
      if (!other || !other.querySelector('button[name="move"]')) return;
      event.preventDefault();
      var mine = row.querySelectorAll('input:not([type="hidden"]), select');
      var theirs = other.querySelectorAll('input:not([type="hidden"]), select');
      for (var i = 0; i < mine.length && i < theirs.length; i++) {
        var value = mine[i].value;
        mine[i].value = theirs[i].value;
        theirs[i].value = value;
      }
      var target = other.querySelector('button[name="move"][value$="' + (up ? '.up' : '.down') + '"]');
      if (target) target.focus();
    });
  }
  document.addEventListener('DOMContentLoaded', function () {
    reorderInPlace();
    tickLocalTime();
    previewAvatar();
    confirmDanger();
  });
})();
