/** Português do Brasil: "você", "integrantes" e frases sem marca de gênero para pessoas (ver messages/pt-BR.ts). */
import type { ProfileMessageId } from './en.js';

export const ptBR = {
  'profile.preference.favourite': 'Favorito',
  'profile.preference.okay': 'Ok',
  'profile.preference.jokingly': 'De brincadeira',
  'profile.preference.friends_only': 'Só para amizades',
  'profile.preference.avoid': 'Evitar',
  'profile.names': 'Nomes',
  'profile.pronouns': 'Pronomes',
  'profile.links': 'Links',
  'profile.flags': 'Bandeiras',
  'profile.legend': 'O que os ícones significam',
  'profile.avatar': 'Avatar de {name}',
  'profile.noAvatar': '{name} não tem avatar',
  'profile.card.alt':
    'Cartão de {name} ({handle}) em {site}. Pronomes: {pronouns}.{flags, plural, =0 {} one { Com # bandeira.} other { Com # bandeiras.}}',
  'profile.card.altNoPronouns':
    'Cartão de {name} ({handle}) em {site}.{flags, plural, =0 {} one { Com # bandeira.} other { Com # bandeiras.}}',
  'profile.localTime': 'Hora local: <clock>{time}</clock> ({zoneName}, {zone})',
  'profile.empty.own': 'Sua página ainda está vazia. Adicione seus nomes e pronomes — todo o resto é opcional.',
  'profile.empty.fill': 'Preencher sua página',
  'profile.empty.other': 'Ainda não há nada aqui.',
  'profile.own.label': 'Sua página',
  'profile.own.edit': 'Editar',
  'profile.own.shortLink': 'Link curto para esta página',
  'profile.own.copy': 'Copiar link',
  'profile.own.newShortLink': 'Novo link curto',
  'profile.own.shortLinkNew': 'Esta página tem um novo link curto; o antigo não leva mais para cá.',
  'profile.own.shortLinkSoon': 'Um link curto pode ser renovado uma vez por hora: tente de novo mais tarde.',
  'profile.suspended.own': 'Sua conta está suspensa: só você e a administração podem ver esta página.',
  'profile.suspended.other': 'Esta conta está suspensa: só a pessoa titular e a administração podem ver esta página.',
  'profile.report.profile': 'Denunciar este perfil',
  'profile.report.member': 'Denunciar este perfil de integrante',
  'profile.contentNote.heading': 'Aviso de conteúdo',
  'profile.contentNote.show': 'Mostrar o perfil',
  'profile.contentNote.hide': 'Ocultar o perfil',
  'profile.members.heading': 'Integrantes',
  'profile.members.search': 'Buscar entre {count, plural, one {# integrante} other {# integrantes}}',
  'profile.members.pages': 'Páginas de integrantes',

  'pager.search': 'Buscar',
  'pager.none':
    '{total, plural, one {Nada corresponde a “{query}” (# no total).} other {Nada corresponde a “{query}” (# no total).}}',
  'pager.matching':
    '{matching, plural, one {# de {total, number} corresponde a “{query}”.} other {# de {total, number} correspondem a “{query}”.}}',
  'pager.showAll': 'Mostrar tudo',
  'pager.previous': 'Anterior',
  'pager.next': 'Próxima',
  'pager.page': 'Página {page, number} de {pages, number}',
  'profile.sharedView.notice':
    'Você está vendo o que @{name} mostra para “{audience}”. Guarde este link só para você: quem tiver o link vê o mesmo.',
  'profile.sharedView.expires': 'Este link para de funcionar em {at, date, long} às {at, time, short}.',
} satisfies Record<ProfileMessageId, string>;
