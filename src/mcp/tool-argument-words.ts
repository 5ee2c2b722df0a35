// The person check's advice in a tool call's words (domain/argument-words.ts): the arguments of
// check_person as a model sends them and the tools that look a company up, where REST's words name
// query parameters (birthDate=1980-01-01, candidates=true) and routes no tool takes.
import type { ArgumentWords } from '../domain/argument-words.ts';
import { LIST_HOLDER_HOLDINGS, SEARCH_COMPANIES } from './tools/names.ts';

export const TOOL_WORDS: ArgumentWords = {
  // A name is quoted, as the calls this server suggests write it (name "Jānis Bērziņš"); a date or flag is not.
  given: (argument, value) => (argument === 'name' ? `name "${value}"` : `${argument} ${value}`),
  holdingsOfCompany: `by ${LIST_HOLDER_HOLDINGS} with its regcode`,
  companySearch: `${SEARCH_COMPANIES} with the name`,
  ownerAbroadNamed: 'names beside its results',
  percentEncoded: false,
};
