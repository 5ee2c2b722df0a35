// The Ukrainian form of a given name as a Ukrainian passport writes it (KMU 2010), and the Russian
// form the Latvian, Estonian and Lithuanian registers write for a person registered by a Russian or
// Soviet document, in the English spelling the person check reads as each register writes it
// (name-transliterations.ts): `Yevhen` (Євген) is the register's `Jevgeņijs` (Евгений), `Mykola`
// (Микола) `Nikolajs`. No transliteration pairs them, a letter for a letter: the forms differ. Read
// only beside the surname as typed and the birth date, which must match (person-name-passport-typed.ts).
// Sanctions screening reads a listed name by the same table, both ways (sanctions-name-ukrainian.ts).

/** Folded Ukrainian passport form → an English spelling of the Russian form. */
export const UKRAINIAN_GIVEN_NAMES: ReadonlyMap<string, string> = new Map([
  ['yevhen', 'yevgeny'], ['yevhenii', 'yevgeny'], ['mykola', 'nikolay'], ['dmytro', 'dmitry'], ['oleksandr', 'aleksandr'],
  ['oleksii', 'aleksey'], ['volodymyr', 'vladimir'], ['vasyl', 'vasily'], ['mykhailo', 'mikhail'], ['petro', 'pyotr'],
  ['pavlo', 'pavel'], ['fedir', 'fyodor'], ['kostiantyn', 'konstantin'], ['hryhorii', 'grigory'], ['illia', 'ilya'],
  ['valerii', 'valery'], ['vitalii', 'vitaly'], ['anatolii', 'anatoly'], ['andrii', 'andrey'], ['serhii', 'sergey'],
  ['ihor', 'igor'], ['oleh', 'oleg'], ['bohdan', 'bogdan'], ['denys', 'denis'], ['maksym', 'maksim'], ['artem', 'artyom'],
  ['kyrylo', 'kirill'], ['vadym', 'vadim'], ['borys', 'boris'], ['hennadii', 'gennady'], ['yosyp', 'iosif'],
  ['tymofii', 'timofey'], ['matvii', 'matvey'], ['danylo', 'daniil'], ['mykyta', 'nikita'], ['heorhii', 'georgy'],
  ['arsenii', 'arseny'], ['semen', 'semyon'], ['yakiv', 'yakov'], ['yurii', 'yury'], ['oleksandra', 'aleksandra'],
  ['olena', 'yelena'], ['nataliia', 'natalya'], ['tetiana', 'tatyana'], ['iryna', 'irina'], ['halyna', 'galina'],
  ['hanna', 'anna'], ['kateryna', 'yekaterina'], ['svitlana', 'svetlana'], ['liudmyla', 'lyudmila'], ['larysa', 'larisa'],
  ['olha', 'olga'], ['nadiia', 'nadezhda'], ['liubov', 'lyubov'], ['valentyna', 'valentina'], ['viktoriia', 'viktoriya'],
  ['mariia', 'mariya'], ['yuliia', 'yuliya'], ['maryna', 'marina'], ['lidiia', 'lidiya'], ['vira', 'vera'],
  ['liliia', 'liliya'], ['yevheniia', 'yevgeniya'], ['daryna', 'darya'], ['khrystyna', 'kristina'], ['sofiia', 'sofiya'],
  ['anastasiia', 'anastasiya'], ['zoia', 'zoya'], ['viacheslav', 'vyacheslav'], ['valentyn', 'valentin'],
]);
