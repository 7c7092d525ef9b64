/**
 * What a brief asks its form to ask, or its cards to hold. A form's questions besides a name and an email: "un formulario de confirmación de
 * asistencia donde pongan nombre, número de acompañantes y alergias", "kayıt formu (ad soyad, telefon,
 * deneyim seviyesi)", "a contact form asking for the wedding date and the venue". Each question is
 * read as a collection's field is (collection-brief.ts): "number of guests" takes a number, "phone" a
 * phone number, "menu (fish / meat)" one of its options. A board's cards besides their title: "each card
 * needs an episode title, guest name and a due date" holds a guest name and a due date.
 */
import type { FieldDef } from '@atelier/app-kit/collection';
import { fieldFromPhrase, fieldsFromList } from './collection-brief.ts';
import type { AppLanguage } from './spec.ts';

/** The word for a form, in the six languages. */
// "inscripción online con talla de camiseta", "online registration with …": a sign-up is a form too.
const FORM =
  /(?<![\p{L}])(?:forms?|formulario|formulaire|form(?:u|unu|una|unda)?|форм(?:а|у|ой|ы|е)|نموذج|استمارة|(?:online\s+)?(?:registration|sign-?up|inscripción|inscription|регистрац\p{L}*)(?:\s+(?:online|en ligne|en línea))?)(?![\p{L}])/giu;

/** What opens the form's list after its word and a few of its own ("de confirmación de asistencia"). */
const OPENER =
  /^[^.!?;\n:(]{0,60}?(?:\s*\(|\s*[:：]|\s(?:where (?:people|guests|visitors|they|you) (?:put|enter|give|write|fill in|leave)|asking (?:for|about)|that asks? (?:for|about)?|which asks? (?:for|about)?|with (?:fields? (?:for )?)?|for (?:their )?|donde (?:pongan|indiquen|escriban|dejen|rellenen|den|introduzcan)|que (?:pida|pregunte)|pidiendo|con (?:los )?(?:campos? )?|qui demande|demandant|où (?:on|ils|les invités|les gens) (?:indique|indiquent|mettent|donnent|écrivent)|avec (?:les )?(?:champs? )?|pour (?:leur )?|içeren|где (?:указывают|пишут|вводят|оставляют)|с полями|со? |يطلب|تطلب|فيه|فيها|تتضمن|يتضمن|يضم|مع)\s*[:：]?\s*)/iu;

/** A question every booking form already puts: the visitor's name or email. */
const ALREADY_ASKED =
  /^(?:(?:full |first |last |your )?names?|name and surname|nombre(?: y apellidos?| completo)?|apellidos?|nom(?: complet| et prénom)?|prénom(?: et nom)?|ad(?:ı)?(?: soyad(?:ı)?)?|ad-soyad|isim(?: soyisim)?|имя(?: и фамилия)?|фио|фамилия|الاسم(?: الكامل)?|اسم|e-?mails?(?: address)?|correo(?: electrónico)?|courriel|(?:adresse )?e-?mail|e-?posta(?: adresi)?|(?:эл(?:ектронная|\.)? )?почта|email|البريد(?: الإلكتروني)?)$/iu;

/**
 * The list up to the bracket the opener opened, or to the end of its sentence; brackets inside it
 * ("dietary needs (vegan / none)") are part of it.
 */
function listAfter(rest: string, bracketed: boolean): string {
  let depth = 0;
  for (let index = 0; index < rest.length; index += 1) {
    const char = rest[index]!;
    if (char === '(') depth += 1;
    else if (char === ')') {
      if (depth === 0) return rest.slice(0, index);
      depth -= 1;
    } else if (
      !bracketed &&
      depth === 0 &&
      /[.!?;\n]/.test(char) &&
      /^(?:\s|$)/.test(rest.slice(index + 1)) &&
      // "¿Cómo valoras la limpieza? (1 a 5 estrellas), ¿Qué tal …": a question in the list goes on.
      !(char === '?' && /^\s*[(,]/u.test(rest.slice(index + 1)))
    )
      return rest.slice(0, index);
  }
  return rest;
}

/** Whether a listed phrase is the name or the e-mail every booking form already asks for. */
export function askedAlready(label: string): boolean {
  return ALREADY_ASKED.test(label.trim());
}

/**
 * `whole`: the form is the whole app ("kayıt formu: ad soyad, e-posta, …"), so it keeps the name and
 * e-mail it lists; a booking form already asks them.
 */
export function readFormFields(text: string, language: AppLanguage, whole = false): FieldDef[] {
  for (const cue of text.matchAll(FORM)) {
    const after = text.slice(cue.index + cue[0].length);
    // "sign-up form for our beach cleanup at Ocean Park: full name, …": a colon close by opens the
    // list, over a "for" that only says whom the form is for.
    const opener = /^[^.!?;\n:(]{0,80}[:：]\s*/u.exec(after) ?? OPENER.exec(after);
    if (!opener) continue;
    const rest = after.slice(opener[0].length);
    const list = listAfter(rest, /\(\s*$/.test(opener[0]));
    const fields = fieldsFromList(list, language);
    // "a form with a map", "un formulario para reservar": one phrase is what the form does, not its questions.
    if (fields.length < 2) continue;
    const asked = fields.filter(
      (field) => (whole || !askedAlready(field.label)) && !PAGE_PART.test(field.label),
    );
    if (asked.length > 0 && asked.length <= (whole ? 12 : 8)) return asked;
  }
  // "نموذج تسجيل لدورة … الحقول المطلوبة:\n- اسم الطفل\n- العمر …": a form's fields under a label of
  // their own, later in the brief, a line each or in one sentence.
  FORM.lastIndex = 0;
  const named = FORM.test(text);
  FORM.lastIndex = 0;
  return named ? labelledFields(text, language) : [];
}

/**
 * The questions listed under "Questions :", "Fields:", "الحقول المطلوبة:" and the like, a line each
 * (bulleted or numbered) or in one sentence, besides the name and e-mail every form asks.
 */
export function labelledFields(text: string, language: AppLanguage): FieldDef[] {
  const label = FORM_FIELDS_LABEL.exec(text);
  if (!label) return [];
  const after = text.slice(label.index + label[0].length);
  const lines = /^[ \t]*\n/u.test(after) || /^\s*(?:[-*•]|\d+[.)])\s/u.test(after) ? bulletLines(after) : [];
  // A line is one field, whatever "and" or "و" it holds ("رقم هاتف ولي الأمر").
  const fields = (
    lines.length >= 2
      ? lines.reduce<FieldDef[]>((read, line) => {
          const field = fieldFromPhrase(line, read, language);
          return field ? [...read, field] : read;
        }, [])
      : fieldsFromList(listAfter(after, false), language)
  ).filter((field) => !askedAlready(field.label) && !PAGE_PART.test(field.label));
  return fields.length >= 1 ? fields.slice(0, 12) : [];
}

/** "Required fields:", "Champs :", "Campos:", "Alanlar:", "Поля:", "الحقول المطلوبة:", "Questions :". */
const FORM_FIELDS_LABEL =
  /(?<![\p{L}])(?:(?:required\s+)?fields|questions|champs(?:\s+obligatoires)?|campos(?:\s+obligatorios)?|preguntas|alanlar\p{L}*|sorular\p{L}*|поля|вопросы|الحقول(?:\s+المطلوبة)?|الأسئلة)\s*[:：]/iu;

/** The lines of a list under its label, without their bullets or numbers, up to the first other line. */
function bulletLines(text: string): string[] {
  const lines: string[] = [];
  for (const line of text.replace(/^[ \t]*\n/u, '').split('\n')) {
    const entry = /^\s*(?:[-*•]|\d+[.)])\s+(.+)$/u.exec(line)?.[1];
    if (!entry) break;
    lines.push(entry.replace(/[.;,]\s*$/u, '').trim());
  }
  return lines;
}

/**
 * "…con talla de camiseta, el recorrido en un mapa y una cuenta atrás": what the page shows after the
 * form's questions (a map, a countdown, a gallery, a button) is not asked.
 */
const PAGE_PART =
  /(?<![\p{L}])(?:map|mapa|carte|harita\p{L}*|карт[аеуы]|خريطة|countdown|cuenta atrás|compte à rebours|geri sayım|обратн\p{L}* отсч\p{L}*|العد التنازلي|gallery|galería|galerie|galeri|галере\p{L}*|معرض|button|botón|bouton|buton|кнопк\p{L}*|زر|section|sección|bölüm\p{L}*|раздел\p{L}*|قسم)(?![\p{L}])/iu;

/** What opens the list of what each card of a board holds, in the six languages. */
const EACH_CARD =
  /(?<![\p{L}])(?:(?:each|every) (?:card|task|ticket|story|item)\s+(?:needs|has|have|should (?:have|show)|shows|with|gets|includes|must have)|chaque (?:carte|tâche|fiche|ticket)\s+(?:a|aura|doit avoir|contient|avec|affiche|comporte)|cada (?:tarjeta|tarea|ficha|ticket)\s+(?:tiene|lleva|con|debe tener|muestra|necesita|incluye)|her kart(?:ta|ın)?|her görev(?:de)?|кажд(?:ая|ой|ую) (?:карточк\p{L}*|задач\p{L}*)\s*(?:содержит|имеет|должна иметь|с|—)?|в каждой карточке|в карточке(?:\s+\p{L}+)?(?=\s*[:：])|on (?:each|every|the) card|كل (?:بطاقة|مهمة)\s+(?:فيها|تحتوي على|تحتوي|تضم|لها)|(?:(?:for each|per)|pour chaque|par|(?:por|para) cada|por|(?:по|для)(?:\s+кажд\p{L}+)?)\s+(?:client|customer|lead|deal|contact|cliente|contacto|trato|клиент\p{L}*|сделк\p{L}*|лид\p{L}*|контакт\p{L}*)(?=\s*[:：])|her (?:müşteri|kişi) için(?=\s*[:：])|لكل (?:عميل|صفقة)(?=\s*[:：]))\s*[:：]?\s*/iu;

/** A card's own title, which every card has: "title", "episode title", "başlık", "название". */
export const CARD_TITLE =
  /(?<![\p{L}])(?:title|titre|título|başlık|başlığı|baslik|basligi|название|заголовок|عنوان)(?![\p{L}])|^(?:name|nom|nombre|ad|isim|имя|الاسم)$/iu;

/** "olsun", "bulunsun": the Turkish verb that closes a list of what each card has. */
const TURKISH_CLOSE = /\s+(?:olsun|bulunsun|yazsın|olmalı)\s*$/iu;

/** What each card of a board holds besides its title, notes and label ("guest name", "due date"). */
export function readCardFields(text: string, language: AppLanguage): FieldDef[] {
  const cue = EACH_CARD.exec(text);
  if (!cue) return [];
  const list = listAfter(
    text.slice(cue.index + cue[0].length).replace(/^(?:an?|the)\s+/iu, ''),
    false,
  ).replace(TURKISH_CLOSE, '');
  return fieldsFromList(list, language)
    .filter((field) => !CARD_TITLE.test(field.label.trim()))
    .slice(0, 6);
}
