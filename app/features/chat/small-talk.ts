// Greetings, thanks, goodbyes and "what can you do": hand-written on purpose, like declines.

export function greeting(siteName: string): string {
  return `Namaste! I'm the ${siteName} assistant. I can help with investing, diversification, stock market learning, NPS tiers, income tax in India and finding your way around this website. I can also run our calculators for you: tell me a monthly SIP amount, a period and a return, and I'll work out what it grows to.`;
}

function capabilities(siteName: string): string {
  return [
    `I answer from ${siteName}'s own pages and calculators. I can:`,
    "- explain investing ideas, terms and products (SIP, PPF, NPS tiers, ELSS, bonds, gold...)",
    "- run calculations: a SIP, a home-loan EMI, your income tax in both regimes, a goal",
    "- explain the tax rules in force, such as capital gains and the rebate",
    '- help you find pages: "where is the EMI calculator?", "how do I reset my password?"',
    "",
    "I don't recommend specific stocks, funds or brokers. Start with the [beginner's guide](/guides/beginners) if you are new.",
  ].join("\n");
}

export type SmallTalk = "greeting" | "thanks" | "goodbye" | "capabilities";

export function smallTalk(text: string, siteName: string): { intent: SmallTalk; text: string } | null {
  const bare = text
    .replace(/[!.?,]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const words = bare.split(" ").filter(Boolean).length;
  if (
    words <= 5 &&
    /^(hi+|hello+|hey+|hiya|namaste|namaskar|good (morning|afternoon|evening)|greetings|yo|hola)\b/.test(bare)
  )
    return { intent: "greeting", text: greeting(siteName) };
  if (
    words <= 8 &&
    /^((ok(ay)?|great|cool|nice|perfect|awesome|got it|super) )?(thanks|thank you|thank u|thx|ty|dhanyavaa?d|shukriya|that helps|that helped|got it)\b/.test(
      bare,
    )
  )
    return {
      intent: "thanks",
      text: "You're welcome! Ask me anything else about investing, taxes or the calculators whenever you like.",
    };
  // The whole message must be a farewell: "tata" also starts "tata motors ke shares lelu kya".
  if (
    words <= 5 &&
    /^((ok(ay)?|thanks|thank you|alright|fine) )?(bye|goodbye|good bye|see you|see ya|alvida|tata|cya)( (bye|ji|then|for now|later|tc|take care|friend))*$/.test(
      bare,
    )
  )
    return {
      intent: "goodbye",
      text: "Goodbye, and happy learning! The chat stays here if you need it again.",
    };
  if (
    /\b(what can you do|what do you do|who are you|what are you|how can you help|what can i ask|what all can you|are you a bot|are you human|your capabilities|what topics|which topics|topics can you|what (kind|sort|type) of questions|what can you help|what do you know)\b/.test(
      bare,
    ) ||
    /^(help|help me|menu|options)$/.test(bare)
  )
    return { intent: "capabilities", text: capabilities(siteName) };
  return null;
}
