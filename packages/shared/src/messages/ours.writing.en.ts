/** Our messages for the writing help (the AI and spell-check calls); spec texts live in spec.en.ts. */
export const ourWritingMessages = {
  writingHelpNotOffered: 'AI wording help is not available on this server. The spell check still works.',
  writingHelpTooLong:
    'This text has {words} words. The writing help takes at most {limit} words at a time: please check a shorter part.',
  writingHelpDailyCallsReached:
    'You have used the writing help {limit} times today, the most an account may in one day. It is available again at midnight UTC, in {hours} h {minutes} min.',
  writingHelpDailyCharactersReached:
    'This text would take your writing help past {limit} characters today, the most an account may send in one day. The count starts again at midnight UTC, in {hours} h {minutes} min; a shorter text may fit before then.',
} as const;
