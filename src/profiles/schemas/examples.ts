/**
 * Realistic examples for the API reference: request bodies that test/http/openapi-examples.test.ts
 * sends to the server, and the answers it checks the server gives for them (IDs, sids and times aside).
 */

const OUT_OF_OFFICE = '01935a4e-7c1d-7e3a-9b5c-2f4e8d6a1b90';

export const EXAMPLE_PATCH_ME = {
  display_name: 'Robin Example',
  bio: 'Tea, trains and typography. Say hi on the fediverse.',
  member_title: 'Our system',
  links: ['https://robin.example.org', 'https://social.example/@robin'],
  names: [
    { value: 'Robin', status: 'favourite' },
    { value: 'Rob', status: 'jokingly' },
    { value: 'Bobby', status: 'avoid' },
  ],
  pronouns: [
    { value: 'they/them', status: 'favourite' },
    { value: 'she/her', status: 'okay' },
  ],
  fields: [
    {
      name: 'Honorifics',
      entries: [
        { value: 'Mx', status: 'favourite' },
        { value: 'Ms', status: OUT_OF_OFFICE },
      ],
    },
    {
      name: 'Compliments',
      entries: [
        { value: 'cute', status: 'friends_only' },
        { value: 'handsome', status: 'okay' },
      ],
    },
  ],
  custom_preferences: {
    [OUT_OF_OFFICE]: { icon: 'cup-hot', tooltip: 'Only at work', size: 'small', muted: true, favourite: false },
  },
  timezone: 'Europe/Amsterdam',
  language: 'nl',
};

export const EXAMPLE_CREATE_MEMBER = {
  name: 'Sky',
  display_name: 'Sky ✨',
  bio: 'The night shift.',
  names: [{ value: 'Sky', status: 'favourite' }],
  pronouns: [{ pronouns: 'xe/xem/xyr/xyrs/xemself', display_text: 'xe/xem', status: 'favourite' }],
  fields: [{ name: 'Likes', entries: [{ value: 'stars', status: 'okay' }] }],
  links: ['https://sky.example.org'],
};

const EXAMPLE_MEMBER_PARTIAL = {
  id: '01935a4f-11aa-7b2c-8d3e-4f5a6b7c8d9e',
  sid: 'qwertz',
  name: EXAMPLE_CREATE_MEMBER.name,
  display_name: EXAMPLE_CREATE_MEMBER.display_name,
  bio: EXAMPLE_CREATE_MEMBER.bio,
  content_note: null,
  avatar: null,
  links: EXAMPLE_CREATE_MEMBER.links,
  verified_links: [],
  names: EXAMPLE_CREATE_MEMBER.names,
  pronouns: EXAMPLE_CREATE_MEMBER.pronouns,
  flags: [],
};

/** The public User after EXAMPLE_PATCH_ME and EXAMPLE_CREATE_MEMBER (utc_offset as in winter). */
export const EXAMPLE_USER = {
  id: '01935a4e-0b1c-7d2e-8f30-4a5b6c7d8e9f',
  sid: 'abcde',
  name: 'robin',
  display_name: EXAMPLE_PATCH_ME.display_name,
  bio: EXAMPLE_PATCH_ME.bio,
  content_note: null,
  member_title: EXAMPLE_PATCH_ME.member_title,
  avatar: null,
  links: EXAMPLE_PATCH_ME.links,
  verified_links: [],
  names: EXAMPLE_PATCH_ME.names,
  pronouns: [
    { value: 'they/them', pronouns: 'they/them', display_text: 'they/them', status: 'favourite' },
    { value: 'she/her', pronouns: 'she/her', display_text: 'she/her', status: 'okay' },
  ],
  members: [EXAMPLE_MEMBER_PARTIAL],
  fields: EXAMPLE_PATCH_ME.fields,
  custom_preferences: EXAMPLE_PATCH_ME.custom_preferences,
  flags: [],
  badges: 0,
  utc_offset: 3600,
};

/** The public Member of EXAMPLE_CREATE_MEMBER. */
export const EXAMPLE_MEMBER = {
  ...EXAMPLE_MEMBER_PARTIAL,
  fields: EXAMPLE_CREATE_MEMBER.fields,
  user: {
    id: EXAMPLE_USER.id,
    name: EXAMPLE_USER.name,
    display_name: EXAMPLE_USER.display_name,
    avatar: null,
    custom_preferences: EXAMPLE_USER.custom_preferences,
  },
};

export const EXAMPLE_ERROR = {
  code: 400,
  message: 'Invalid value for names.0.value',
  details: 'names.0.value: must NOT have more than 100 characters',
};
