// Small comforts on top of pages that work without JavaScript: a ticking local time, a question before
// destructive forms are sent, the focus on what a form's answer opens with, and in the editor: list buttons that work in place (without JavaScript
// they send the form and it comes back changed), new preferences offered at once, a file size check
// and preview, counters beside boxes with a length limit, and a question before leaving with unsaved
// changes.
(function () {
  'use strict';

  function tickLocalTime() {
    var time = document.querySelector('.local-time time[data-offset]');
    if (!time) return;
    var match = /^UTC([+-])(\d\d):(\d\d)$/.exec(time.getAttribute('data-offset') || '');
    if (!match) return;
    var offset = (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
    // The time as the page wrote it: in the page's language, in the person's zone (or, where this
    // browser does not know the zone, from its offset).
    var locale = time.getAttribute('data-locale') || undefined;
    var clock = { hour: 'numeric', minute: '2-digit' };
    var inZone;
    try {
      inZone = new Intl.DateTimeFormat(locale, Object.assign({ timeZone: time.getAttribute('data-zone') }, clock));
    } catch (_e) {
      inZone = null;
    }
    var fromOffset = new Intl.DateTimeFormat(locale, Object.assign({ timeZone: 'UTC' }, clock));
    function show() {
      time.textContent = inZone ? inZone.format(Date.now()) : fromOffset.format(Date.now() + offset * 60000);
    }
    show();
    setInterval(show, 15000);
  }

  function confirmDanger() {
    var forms = document.querySelectorAll('.danger form');
    Array.prototype.forEach.call(forms, function (form) {
      form.addEventListener('submit', function (event) {
        // The page says it in its language where it can (data-confirm on the form or around it).
        var asking = form.closest('[data-confirm]');
        var question = (asking && asking.getAttribute('data-confirm')) || 'This cannot be undone. Go on?';
        if (!window.confirm(question)) event.preventDefault();
      });
    });
  }

  // The element ID of a form field name, as the pages make it (form-controls.tsx).
  function idOf(name) {
    return 'f-' + name.replace(/[^A-Za-z0-9_-]/g, '-');
  }

  function announce(text) {
    var region = document.querySelector('[data-announcer]');
    if (!region) return;
    region.textContent = '';
    setTimeout(function () {
      region.textContent = text;
    }, 50);
  }

  function randomKey() {
    if (window.crypto && window.crypto.randomUUID) return window.crypto.randomUUID();
    var bytes = window.crypto.getRandomValues(new Uint8Array(16));
    bytes[6] = (bytes[6] & 0x0f) | 0x40;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    var hex = Array.prototype.map
      .call(bytes, function (b) {
        return (b + 0x100).toString(16).slice(1);
      })
      .join('');
    return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-');
  }

  function renamed(value, old, now) {
    if (value === old) return now;
    if (value.indexOf(old + '.') === 0) return now + value.slice(old.length);
    return null;
  }

  // Renames a row's keys ("names.3" → "names.2") in every name, ID and reference inside it, templates included.
  function rewriteKeys(root, old, now) {
    var oldId = idOf(old);
    var nowId = idOf(now);
    var elements = Array.prototype.slice.call(root.querySelectorAll('*'));
    if (root.nodeType === 1) elements.unshift(root);
    elements.forEach(function (el) {
      ['name', 'data-row', 'data-list', 'data-template-for'].forEach(function (attribute) {
        var value = el.getAttribute(attribute);
        var next = value === null ? null : renamed(value, old, now);
        if (next !== null) el.setAttribute(attribute, next);
      });
      if (el.tagName === 'BUTTON' && el.name === 'edit') {
        var action = renamed(el.value, old, now);
        if (action !== null) el.value = action;
      }
      ['id', 'for', 'aria-describedby'].forEach(function (attribute) {
        var value = el.getAttribute(attribute);
        if (value === null) return;
        var parts = value.split(' ').map(function (part) {
          if (part === oldId) return nowId;
          if (part.indexOf(oldId + '-') === 0) return nowId + part.slice(oldId.length);
          return part;
        });
        el.setAttribute(attribute, parts.join(' '));
      });
      if (el.tagName === 'TEMPLATE') rewriteKeys(el.content, old, now);
    });
  }

  // The row's own elements: not those of rows nested in it (a field's entries).
  function ownElements(row, selector) {
    return Array.prototype.filter.call(row.querySelectorAll(selector), function (el) {
      return el.closest('li.row') === row;
    });
  }

  function renumberText(text, from, to) {
    return text.replace(new RegExp('(^|\\D)' + from + '(?!\\d)'), '$1' + to);
  }

  // After a change to a list: every row's keys follow its place, labels say its number, the first
  // row cannot move up nor the last down, and Add is off at the limit.
  function renumber(list) {
    var key = list.getAttribute('data-list');
    var rows = Array.prototype.filter.call(list.children, function (el) {
      return el.matches('li.row');
    });
    rows.forEach(function (row, index) {
      var old = row.getAttribute('data-row');
      var now = key + '.' + index;
      var oldNumber = Number(old.slice(old.lastIndexOf('.') + 1)) + 1;
      if (old !== now) {
        rewriteKeys(row, old, now);
        ownElements(row, 'label, legend').forEach(function (el) {
          el.textContent = renumberText(el.textContent, oldNumber, index + 1);
        });
      }
      ownElements(row, '.row-buttons button').forEach(function (button) {
        var label = renumberText(button.getAttribute('aria-label'), oldNumber, index + 1);
        button.setAttribute('aria-label', label);
        button.title = label;
        if (/\.up$/.test(button.value)) button.disabled = index === 0;
        if (/\.down$/.test(button.value)) button.disabled = index === rows.length - 1;
      });
    });
    var add = list.parentNode.querySelector(':scope > button.add-row');
    if (add) add.disabled = rows.length >= Number(add.getAttribute('data-limit'));
    return rows;
  }

  // What to say about a list's change, in the page's language: the list's template (data-added,
  // data-moved-up, …) with the row's place and the list's length filled in.
  function said(list, which, place, count) {
    return (list.getAttribute(which) || '').replace('{place}', String(place)).replace('{count}', String(count));
  }

  function focusFirstInput(row) {
    var input = row.querySelector('input:not([type="hidden"]), select, textarea');
    if (input) input.focus();
  }

  function addRow(container, form) {
    var template = container.querySelector(':scope > template');
    var list = container.querySelector(':scope > ol.rows');
    if (!template || !list) return;
    var row = template.content.firstElementChild.cloneNode(true);
    Array.prototype.forEach.call(row.querySelectorAll('[data-fresh-key]'), function (input) {
      input.value = randomKey();
    });
    list.appendChild(row);
    var rows = renumber(list);
    // The first entry of a list is the favourite and the later ones "okay", as the server makes them.
    var status = ownElements(row, '.control.status select')[0];
    if (status) status.value = rows.length === 1 ? 'favourite' : 'okay';
    offerPreferences(form);
    focusFirstInput(row);
    announce(said(list, 'data-added', rows.length, rows.length));
  }

  function moveRow(row, up) {
    var list = row.parentNode;
    var other = up ? row.previousElementSibling : row.nextElementSibling;
    if (!other || !other.matches('li.row')) return;
    if (up) list.insertBefore(row, other);
    else list.insertBefore(other, row);
    var rows = renumber(list);
    var place = rows.indexOf(row) + 1;
    var buttons = ownElements(row, '.row-buttons button');
    var same = buttons.filter(function (b) {
      return (up ? /\.up$/ : /\.down$/).test(b.value) && !b.disabled;
    })[0];
    var opposite = buttons.filter(function (b) {
      return (up ? /\.down$/ : /\.up$/).test(b.value);
    })[0];
    (same || opposite).focus();
    announce(said(list, up ? 'data-moved-up' : 'data-moved-down', place, rows.length));
  }

  function removeRow(row, form) {
    var list = row.parentNode;
    var container = list.parentNode;
    var index = Array.prototype.indexOf.call(list.children, row);
    var number = index + 1;
    row.remove();
    var rows = renumber(list);
    offerPreferences(form);
    var next = rows[Math.min(index, rows.length - 1)];
    var target = next ? ownElements(next, '.row-buttons button.remove')[0] : null;
    (target || container.querySelector(':scope > button.add-row')).focus();
    announce(said(list, 'data-removed', number, rows.length));
  }

  // The editor's status menus offer every named custom preference of the form, saved or new, so an
  // entry can use a preference in the save that creates it.
  function offerPreferences(form) {
    var rows = form.querySelectorAll('ol[data-list="prefs"] > li.row');
    if (!form.querySelector('ol[data-list="prefs"]')) return;
    var offered = [];
    Array.prototype.forEach.call(rows, function (row) {
      var key = row.querySelector('input[type="hidden"][name$=".id"]');
      var label = row.querySelector('input[name$=".tooltip"]');
      if (key && label && label.value.trim() !== '') offered.push({ value: key.value, label: label.value.trim() });
    });
    var selects = Array.prototype.slice.call(form.querySelectorAll('.control.status select'));
    Array.prototype.forEach.call(form.querySelectorAll('template'), function (template) {
      selects = selects.concat(Array.prototype.slice.call(template.content.querySelectorAll('.control.status select')));
    });
    selects.forEach(function (select) {
      var chosen = select.value;
      Array.prototype.slice.call(select.options, 5).forEach(function (option) {
        option.remove();
      });
      offered.forEach(function (choice) {
        var option = document.createElement('option');
        option.value = choice.value;
        option.textContent = choice.label;
        select.appendChild(option);
      });
      select.value = chosen;
      if (select.value !== chosen) select.value = 'okay';
    });
  }

  // A custom preference's icon, drawn beside its name as soon as the name is one of the list's.
  function previewIcon(input) {
    var preview = input.closest('.icon-choice') && input.closest('.icon-choice').querySelector('.preview');
    if (!preview) return;
    var name = input.value.trim();
    var known = /^[a-z0-9-]+$/.test(name) && document.querySelector('#icon-names option[value="' + name + '"]');
    preview.textContent = '';
    if (!known) return;
    var img = document.createElement('img');
    img.src = '/assets/icons/' + name + '.svg';
    img.alt = '';
    img.width = 24;
    img.height = 24;
    preview.appendChild(img);
  }

  function editLists(form) {
    form.addEventListener('click', function (event) {
      var button = event.target.closest ? event.target.closest('button[name="edit"]') : null;
      if (!button || !form.contains(button)) return;
      var action = button.value;
      if (/\.add$/.test(action)) {
        event.preventDefault();
        addRow(button.parentNode, form);
      } else {
        var row = button.closest('li.row');
        if (!row) return;
        event.preventDefault();
        if (/\.remove$/.test(action)) removeRow(row, form);
        else moveRow(row, /\.up$/.test(action));
      }
      form.dispatchEvent(new Event('change', { bubbles: true }));
    });
    form.addEventListener('input', function (event) {
      var name = event.target.name || '';
      if (/^prefs\.\d+\.tooltip$/.test(name)) offerPreferences(form);
      if (/^prefs\.\d+\.icon$/.test(name)) previewIcon(event.target);
    });
    form.addEventListener('change', function (event) {
      if (/\.status$/.test(event.target.name || '')) nameFriendsAudience(event.target);
    });
  }

  // An entry marked friends only that is not placed goes to the friends audience: its "who sees this"
  // menu says so as soon as the preference is chosen, and says "Everyone" again when it is changed.
  function nameFriendsAudience(status) {
    var row = status.closest('li.row');
    var menu = row && ownElements(row, '.seen-by[data-friends]')[0];
    var first = menu && menu.querySelector('select').options[0];
    if (!first) return;
    first.textContent = menu.getAttribute(status.value === 'friends_only' ? 'data-friends' : 'data-everyone');
  }

  // Boxes with a length limit (data-max-length): nothing typed or pasted is cut (maxlength would cut
  // it silently). A counter under the box says how long the text is — near the limit, past it, and
  // always under a text area — and a screen reader hears it when the text goes over the limit and when
  // it fits again, not at every key. Characters are counted as the server counts them (code points).
  function countCharacters(form) {
    var lang = document.documentElement.lang || undefined;
    function said(which, length, limit) {
      return (form.getAttribute(which) || '{length} / {limit}')
        .replace('{length}', length.toLocaleString(lang))
        .replace('{limit}', limit.toLocaleString(lang))
        .replace('{over}', (length - limit).toLocaleString(lang));
    }
    function describe(box, id, shown) {
      var parts = (box.getAttribute('aria-describedby') || '').split(' ').filter(function (part) {
        return part !== '' && part !== id;
      });
      if (shown) parts.push(id);
      if (parts.length > 0) box.setAttribute('aria-describedby', parts.join(' '));
      else box.removeAttribute('aria-describedby');
    }
    function update(box, quietly) {
      var limit = Number(box.getAttribute('data-max-length'));
      var length = Array.from(box.value).length;
      var over = length > limit;
      var shown = over || length >= limit * 0.8 || box.tagName === 'TEXTAREA';
      var id = box.id + '-counter';
      var counter = document.getElementById(id);
      if (!counter && !shown) return;
      if (!counter) {
        counter = document.createElement('p');
        counter.id = id;
        counter.className = 'counter';
        box.insertAdjacentElement('afterend', counter);
      }
      var wasOver = counter.classList.contains('over');
      counter.hidden = !shown;
      counter.classList.toggle('over', over);
      counter.textContent = said(over ? 'data-counter-over' : 'data-counter', length, limit);
      describe(box, id, shown);
      if (!quietly && over !== wasOver) announce(said(over ? 'data-counter-over' : 'data-counter-fits', length, limit));
    }
    Array.prototype.forEach.call(form.querySelectorAll('[data-max-length]'), function (box) {
      update(box, true);
    });
    form.addEventListener('input', function (event) {
      if (event.target.hasAttribute && event.target.hasAttribute('data-max-length')) update(event.target, false);
    });
  }

  // A question before leaving a page whose form has changes that were not saved.
  function keepUnsaved(form) {
    var dirty = false;
    var state = form.querySelector('[data-save-state]');
    function changed() {
      if (dirty) return;
      dirty = true;
      if (state) state.textContent = state.getAttribute('data-unsaved-changes') || 'Unsaved changes';
    }
    form.addEventListener('input', changed);
    form.addEventListener('change', changed);
    form.addEventListener('submit', function () {
      dirty = false;
    });
    window.addEventListener('beforeunload', function (event) {
      if (!dirty) return;
      event.preventDefault();
      event.returnValue = '';
    });
  }

  // Image inputs: a file over the limit is refused here, before it is sent; a good one is previewed.
  function checkFiles() {
    Array.prototype.forEach.call(document.querySelectorAll('input[type="file"][data-max-bytes]'), function (input) {
      input.addEventListener('change', function () {
        var file = input.files && input.files[0];
        var control = input.closest('.control');
        var error = document.getElementById(input.id + '-error');
        if (error) error.remove();
        input.removeAttribute('aria-invalid');
        if (!file) return;
        var limit = Number(input.getAttribute('data-max-bytes'));
        if (file.size > limit) {
          input.value = '';
          error = document.createElement('p');
          error.className = 'field-error';
          error.id = input.id + '-error';
          var lang = document.documentElement.lang || undefined;
          var megabytes = function (bytes, digits) {
            return (bytes / 1048576).toLocaleString(lang, {
              minimumFractionDigits: digits,
              maximumFractionDigits: digits,
            });
          };
          error.textContent = (
            input.getAttribute('data-too-large') ||
            'The file is larger than {limit} MB (it has {size} MB): choose a smaller one, or make it smaller first.'
          )
            .replace('{limit}', megabytes(limit, 0))
            .replace('{size}', megabytes(file.size, 1));
          control.appendChild(error);
          input.setAttribute('aria-invalid', 'true');
          input.setAttribute('aria-describedby', error.id + ' ' + input.id + '-hint');
          return;
        }
        var preview = document.getElementById(input.id === 'f-avatar' ? 'avatar-preview' : input.id + '-preview');
        if (!preview || !window.URL) return;
        var img = document.createElement('img');
        img.id = preview.id;
        img.className = 'avatar';
        img.alt = input.getAttribute('data-preview-alt') || '';
        img.width = 64;
        img.height = 64;
        img.src = URL.createObjectURL(file);
        preview.replaceWith(img);
      });
    });
  }

  // "Use my time zone": the browser knows it; offered only when it names one the list has.
  function offerOwnTimeZone() {
    var input = document.getElementById('f-timezone');
    var row = input && input.closest('.zone-row');
    var zone = window.Intl && Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!row || !zone || !document.querySelector('#time-zones option[value="' + zone + '"]')) return;
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'button secondary';
    button.textContent = (row.getAttribute('data-use-zone') || '{zone}').replace('{zone}', zone);
    button.addEventListener('click', function () {
      input.value = zone;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      announce((row.getAttribute('data-zone-set') || '{zone}').replace('{zone}', zone));
    });
    row.appendChild(button);
  }

  // "Copy link" buttons (hidden until the clipboard can be written): copy the input they name.
  function copyButtons() {
    if (!navigator.clipboard) return;
    Array.prototype.forEach.call(document.querySelectorAll('button[data-copy]'), function (button) {
      var input = document.getElementById(button.getAttribute('data-copy'));
      if (!input) return;
      button.hidden = false;
      button.addEventListener('click', function () {
        navigator.clipboard.writeText(input.value).then(
          function () {
            announce(button.getAttribute('data-copied') || 'Link copied.');
          },
          function () {
            input.select();
            announce(button.getAttribute('data-copy-failed') || 'Select the text and copy it.');
          },
        );
      });
    });
  }

  document.addEventListener('DOMContentLoaded', function () {
    copyButtons();
    offerOwnTimeZone();
    tickLocalTime();
    confirmDanger();
    checkFiles();
    var summary = document.querySelector('.error-summary');
    if (summary && document.activeElement !== summary) summary.focus();
    // What a form's answer opens with (an import's preview or report): where the keyboard and a screen
    // reader go next. Without JavaScript, the address's fragment names it and the browser goes there.
    var opening = summary ? null : document.querySelector('[data-focus-on-load]');
    if (opening && document.activeElement !== opening) opening.focus();
    var form = document.querySelector('form[data-keep-unsaved]');
    if (form) {
      editLists(form);
      countCharacters(form);
      keepUnsaved(form);
    }
  });
})();
