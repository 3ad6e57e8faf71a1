import type { CourseLesson } from "../../types.ts";

export const avoidingFraudsLesson: CourseLesson = {
  id: "avoiding-frauds",
  title: "Spotting frauds and unregistered advisers",
  description:
    "The investment frauds Indians meet today, the red flags they share, how to check a SEBI registration, and where to complain if something goes wrong.",
  lastReviewed: "2026-11-24",
  sections: [
    {
      id: "what-frauds-look-like",
      heading: "What investment frauds look like today",
      blocks: [
        {
          type: "p",
          text: "New investors are the favourite target of fraudsters, because they do not yet know what normal looks like. The stories change, but most frauds fall into a few familiar patterns:",
        },
        {
          type: "list",
          items: [
            '**Tip groups on WhatsApp or Telegram** that share a few winning calls for free, then sell "premium" tips or push you into a little-known share that insiders are selling: a [pump and dump](/resources/stock-terminologies#term-pump-and-dump).',
            '**Fake trading apps and websites** that show large profits on screen, then demand a "tax", "fee" or "margin" before you can withdraw. The money never was in the market.',
            "**Impersonation**: people posing as well-known brokers, fund managers or even SEBI officials, with copied logos and fake certificates.",
            "**Account handling**: someone offers to trade in your demat account for a share of the profits, and asks for your login or OTP.",
            '**Ponzi and chain schemes**: steady high "returns" paid out of newer investors\' money, often with rewards for bringing in friends ([Ponzi scheme](/resources/investment-terminologies#term-ponzi-scheme)).',
            "**Mis-selling** by genuine firms: an insurance policy sold as if it were a fixed deposit, or a risky product pushed on someone who needed safety ([mis-selling](/resources/investment-terminologies#term-mis-selling)).",
          ],
        },
      ],
    },
    {
      id: "red-flags",
      heading: "The red flags they share",
      blocks: [
        {
          type: "list",
          items: [
            '**A guaranteed high return**, or "no loss". Markets do not guarantee anything; a deposit that does guarantee a rate pays far less.',
            '**Urgency**: "only today", "last three seats", "the price will move in an hour".',
            "**Paying into a personal bank account or UPI ID**, instead of your own broker, fund folio or bank deposit in your name.",
            "**Requests for OTPs, passwords, screen sharing or remote-access apps**.",
            "**No verifiable SEBI, RBI or IRDAI registration**, or a registration number that does not match the name, address and contact details on the regulator's list.",
            "**Returns quoted per day, week or month**, which makes impossible yearly figures sound modest.",
          ],
        },
        {
          type: "example",
          title: 'What "5% a month, guaranteed" really means',
          lines: [
            "Compounded for 12 months: 1.05¹² = 1.7959, a return of **79.6% a year**. ₹2,00,000 would become ₹3,59,171 in a year.",
            "For comparison, the Nifty 50 Total Returns Index's best calendar year from 2006 to 2025 was 77.59% (2009), after a year in which it had lost 51.27%. Its median year was 14.81%.",
            "So the scheme promises, every year and without risk, more than Indian large-company shares managed in their single best year of the last twenty.",
            "How such schemes work: the first few monthly payouts of ₹10,000 come from newer investors' money. After six months you have received ₹60,000 and feel confident, perhaps adding more or recruiting friends. When new money dries up, payments stop and the ₹2,00,000 is gone: a loss of ₹1,40,000 even counting the payouts.",
          ],
        },
      ],
    },
    {
      id: "who-may-advise",
      heading: "Who is allowed to advise you, and how to check",
      blocks: [
        {
          type: "table",
          caption: "Who does what, and who registers them",
          columns: ["Who", "What they may do", "Paid by", "Registered with"],
          rows: [
            [
              "Investment adviser (RIA)",
              "Give personal investment advice and plans",
              "A fee from you; no commission on products",
              "SEBI",
            ],
            [
              "Research analyst",
              "Publish research and buy or sell recommendations on securities",
              "Fees or subscriptions",
              "SEBI",
            ],
            [
              "Mutual fund distributor",
              "Sell mutual funds (regular plans) and service your folios",
              "Commission from the fund house, inside the expense ratio",
              "AMFI (with an ARN)",
            ],
            [
              "Stock broker",
              "Execute your trades on the exchange",
              "Brokerage and charges",
              "SEBI, through the exchanges",
            ],
            [
              "Insurance agent",
              "Sell insurance policies",
              "Commission from the insurer",
              "IRDAI, through the insurer",
            ],
          ],
          note: "A [SEBI-registered investment adviser](/resources/investment-terminologies#term-sebi-ria) must assess whether advice suits you and may not earn commission on the products recommended.",
        },
        {
          type: "p",
          text: "Before you pay anyone for advice or tips, or send money to a broker, look them up on SEBI's lists of registered intermediaries (investment advisers, research analysts, stock brokers and others). Check that the name, registration number, address, phone and email on the list match what you were given; fraudsters copy real names and registration numbers. Pay only into the registered entity's own account. A large following on social media is not a registration, and a return screenshot is not evidence.",
        },
      ],
    },
    {
      id: "if-it-goes-wrong",
      heading: "If something goes wrong",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "**Online or cyber fraud**: call the national cybercrime helpline **1930** at once and file a complaint on the National Cyber Crime Reporting Portal (cybercrime.gov.in). Tell your bank to block cards or UPI. Speed matters, because money still in the fraudster's account can sometimes be frozen.",
            "**A complaint against a registered firm** (broker, depository participant, fund house, adviser or listed company): write to the firm first. If it does not resolve the matter in time, escalate on SEBI's [SCORES](/resources/stock-terminologies#term-scores) portal, where the firm must respond. Disputes that remain can go to online dispute resolution through the exchanges and depositories.",
            "**An unregistered entity** is outside SEBI's complaint system: SCORES cannot get your money back from it, and you are left with the police and cybercrime channels. That is the strongest reason to deal only with registered firms.",
          ],
        },
        {
          type: "callout",
          tone: "warning",
          title: "Beware the second fraud",
          text: "Victims are often contacted by people who promise to recover the lost money for a fee. Genuine authorities do not charge you to investigate a complaint. More on dealing with losses of every kind is on our [investment losses](/resources/investment-losses) page.",
        },
      ],
    },
    {
      id: "safe-habits",
      heading: "Habits that keep you safe",
      blocks: [
        {
          type: "list",
          items: [
            "Invest only in your own name, through accounts you opened yourself, using apps downloaded from official sources.",
            "Turn on SMS and email alerts, and read your monthly consolidated account statement.",
            "Never hand over control of your trading or bank account, whatever profit share is offered.",
            "Take time. No genuine investment disappears if you wait a day to check it and talk it over with family.",
            "If a return sounds far above what you learned in [risk and return](/courses/investment-fundamentals/lessons/risk-and-return), treat it as a warning, not an opportunity.",
          ],
        },
      ],
    },
  ],
  keyPoints: [
    "Most frauds share the same signs: guaranteed high returns, urgency, payment to personal accounts and requests for OTPs or account access.",
    "Convert monthly promises to yearly ones: 5% a month is about 79.6% a year, more than the Nifty 50 TRI's best year since 2006.",
    "Advisers and research analysts must be registered with SEBI, distributors with AMFI; check the name, number and contact details on the regulator's list.",
    "Report cyber fraud immediately on 1930 and cybercrime.gov.in; complain about registered firms to the firm, then on SEBI SCORES.",
    "Unregistered entities are outside SEBI's complaint system, so dealing only with registered firms is your main protection.",
  ],
  checkYourself: {
    question:
      'A Telegram group\'s "mentor" offers to trade in your demat account for 30% of profits and asks for your login and OTP, showing screenshots of 8% monthly gains. Name three red flags.',
    answer:
      "Any three of: handing over account access and OTPs; a promised return far above anything realistic (8% a month compounds to about 152% a year); screenshots instead of verifiable records; an unregistered person offering advice or trading for a profit share; contact through a social-media group.",
  },
  sources: [
    {
      title: "SEBI: list of registered investment advisers (intermediary search)",
      url: "https://www.sebi.gov.in/sebiweb/other/OtherAction.do?doRecognisedFpi=yes&intmId=13",
    },
    {
      title: "SEBI: list of registered research analysts (intermediary search)",
      url: "https://www.sebi.gov.in/sebiweb/other/OtherAction.do?doRecognisedFpi=yes&intmId=14",
    },
    {
      title: "SEBI circular of January 2025: guidelines for investment advisers",
      url: "https://www.sebi.gov.in/legal/circulars/jan-2025/guidelines-for-investment-advisers_90632.html",
    },
    {
      title: "SEBI SCORES: investor complaints portal",
      url: "https://scores.sebi.gov.in/scores-home",
    },
  ],
};
