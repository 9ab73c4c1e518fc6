/**
 * The icons offered for custom preferences: a searchable list (a <datalist>) of names that suit a
 * preference — feelings, people, talk, nature, objects, signs. Any other Bootstrap Icons name is
 * accepted too; a name the set does not have is refused by the editor with a sentence, where the API
 * keeps accepting any name (pronouns.cc clients send theirs).
 */
import { isIcon } from './icons.js';

// prettier-ignore
const CHOICES = [
  // Feelings
  'heart', 'heart-fill', 'heart-half', 'hearts', 'heartbreak', 'star', 'star-fill', 'star-half', 'stars',
  'emoji-smile', 'emoji-smile-fill', 'emoji-laughing', 'emoji-heart-eyes', 'emoji-wink', 'emoji-sunglasses',
  'emoji-grin', 'emoji-kiss', 'emoji-neutral', 'emoji-expressionless', 'emoji-frown', 'emoji-tear',
  'emoji-surprise', 'emoji-dizzy', 'emoji-angry', 'emoji-smile-upside-down',
  'hand-thumbs-up', 'hand-thumbs-up-fill', 'hand-thumbs-down', 'hand-thumbs-down-fill', 'hand-index',
  'hand-index-thumb',
  // People and talk
  'person', 'person-fill', 'person-heart', 'person-hearts', 'person-check', 'person-x', 'person-lock', 'people',
  'people-fill', 'incognito', 'mask', 'sunglasses', 'chat', 'chat-heart', 'chat-left-heart', 'chat-dots',
  'chat-quote', 'megaphone', 'mic', 'envelope', 'envelope-heart', 'telephone', 'translate',
  // Nature
  'moon', 'moon-fill', 'moon-stars', 'sun', 'sun-fill', 'brightness-high', 'cloud', 'cloud-sun', 'cloud-rain',
  'rainbow', 'snow', 'umbrella', 'fire', 'lightning', 'lightning-charge', 'droplet', 'flower1', 'flower2',
  'flower3', 'tree', 'tree-fill', 'feather', 'bug', 'egg-fried',
  // Things
  'gem', 'diamond', 'award', 'trophy', 'magic', 'flag', 'flag-fill', 'bookmark', 'bookmark-heart', 'tag', 'tags',
  'house', 'house-heart', 'briefcase', 'building', 'globe', 'globe2', 'wifi', 'wifi-off', 'laptop', 'phone',
  'controller', 'joystick', 'dice-5', 'puzzle', 'palette', 'brush', 'pencil', 'book', 'journal', 'camera',
  'film', 'music-note', 'music-note-beamed', 'headphones', 'cup-hot', 'cup-straw', 'cake', 'gift', 'balloon',
  'balloon-heart', 'basket', 'lightbulb', 'robot', 'rocket', 'airplane', 'car-front', 'bicycle', 'compass',
  'map', 'geo-alt', 'signpost', 'lock', 'unlock', 'key', 'shield', 'shield-check', 'shield-lock', 'eye',
  'eye-slash', 'bell', 'bell-slash', 'clock', 'hourglass', 'calendar',
  // Signs
  'check', 'check2', 'check-circle', 'x', 'x-circle', 'slash-circle', 'dash', 'dash-circle', 'plus',
  'plus-circle', 'question', 'question-circle', 'exclamation', 'exclamation-circle', 'exclamation-triangle',
  'info-circle', 'circle', 'circle-fill', 'square', 'triangle', 'hexagon', 'asterisk', 'infinity', 'peace',
  'yin-yang', 'gender-ambiguous', 'gender-trans', 'gender-female', 'gender-male', 'gender-neuter',
];

/** The offered names this installed icon set has (a name it lost in an update is left out). */
export const ICON_CHOICES: readonly string[] = CHOICES.filter(isIcon);
