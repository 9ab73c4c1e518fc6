/** Español: tuteo, «integrantes» y formas sin género para las personas (ver messages/es.ts). */
import type { ProfileMessageId } from './en.js';

export const es = {
  'profile.preference.favourite': 'Favorito',
  'profile.preference.okay': 'Bien',
  'profile.preference.jokingly': 'En broma',
  'profile.preference.friends_only': 'Solo amistades',
  'profile.preference.avoid': 'Evitar',
  'profile.names': 'Nombres',
  'profile.pronouns': 'Pronombres',
  'profile.links': 'Enlaces',
  'profile.flags': 'Banderas',
  'profile.legend': 'Qué significan los iconos',
  'profile.avatar': 'Avatar de {name}',
  'profile.noAvatar': '{name} no tiene avatar',
  'profile.card.alt':
    'Tarjeta de {name} ({handle}) en {site}. Pronombres: {pronouns}.{flags, plural, =0 {} one { Con # bandera.} other { Con # banderas.}}',
  'profile.card.altNoPronouns':
    'Tarjeta de {name} ({handle}) en {site}.{flags, plural, =0 {} one { Con # bandera.} other { Con # banderas.}}',
  'profile.localTime': 'Hora local: <clock>{time}</clock> ({zoneName}, {zone})',
  'profile.empty.own': 'Tu página todavía está vacía. Añade tus nombres y pronombres; todo lo demás es opcional.',
  'profile.empty.fill': 'Completa tu página',
  'profile.empty.other': 'Aquí todavía no hay nada.',
  'profile.own.label': 'Tu página',
  'profile.own.edit': 'Editar',
  'profile.own.shortLink': 'Enlace corto a esta página',
  'profile.own.copy': 'Copiar enlace',
  'profile.own.newShortLink': 'Nuevo enlace corto',
  'profile.own.shortLinkNew': 'Esta página tiene un nuevo enlace corto; el anterior ya no lleva aquí.',
  'profile.own.shortLinkSoon': 'Un enlace corto se puede renovar una vez por hora: vuelve a intentarlo más tarde.',
  'profile.suspended.own': 'Tu cuenta está suspendida: solo tú y el equipo de administración pueden ver esta página.',
  'profile.suspended.other':
    'Esta cuenta está suspendida: solo la persona titular y el equipo de administración pueden ver esta página.',
  'profile.report.profile': 'Denunciar este perfil',
  'profile.report.member': 'Denunciar este perfil de integrante',
  'profile.contentNote.heading': 'Aviso de contenido',
  'profile.contentNote.show': 'Mostrar el perfil',
  'profile.contentNote.hide': 'Ocultar el perfil',
  'profile.members.heading': 'Integrantes',
  'profile.members.search': 'Buscar entre {count, plural, one {# integrante} other {# integrantes}}',
  'profile.members.pages': 'Páginas de integrantes',

  'pager.search': 'Buscar',
  'pager.none':
    '{total, plural, one {Nada coincide con «{query}» (# en total).} other {Nada coincide con «{query}» (# en total).}}',
  'pager.matching':
    '{matching, plural, one {# de {total, number} coincide con «{query}».} other {# de {total, number} coinciden con «{query}».}}',
  'pager.showAll': 'Mostrar todo',
  'pager.previous': 'Anterior',
  'pager.next': 'Siguiente',
  'pager.page': 'Página {page, number} de {pages, number}',
  'profile.sharedView.notice':
    'Estás viendo lo que @{name} muestra a «{audience}». Guarda este enlace para ti: quien lo tenga verá lo mismo.',
  'profile.sharedView.expires': 'Este enlace deja de funcionar el {at, date, long} a las {at, time, short}.',
} satisfies Record<ProfileMessageId, string>;
