/** Common English words that carry no matching signal. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below between both but by can could did do does doing ' +
    'down during each etc few for from further had has have having he her here hers him his how i if in into is it its itself just me more most my no nor ' +
    'not now of off on once only or other our ours out over own same she should so some such than that the their theirs them then there these they this ' +
    'those through to too under until up very via was we were what when where which while who whom why will with within without would you your yours ' +
    'inc llc ltd corp co plc www com http https'
  ).split(' '),
);

/**
 * Configuration words that describe the seller's wording rather than the buyer
 * ("we help companies…"); kept out of the query so they do not match everyone.
 */
export const QUERY_NOISE: ReadonlySet<string> = new Set(
  (
    'help helps helping company companies business businesses organization organizations org orgs team teams customer customers client clients ' +
    'user users solution solutions product products platform platforms tool tools need needs want wants use uses using looking focus focused including include ' +
    'like based target targets targeting market markets industry industries sector sectors size sizes sized employee employees people staff across ' +
    'every new best better easy easily fast faster simple leading modern world top key great good high one two make makes get gets provide provides ' +
    'offer offers allow allows enable enables ideal especially mainly primarily typically usually many much lot lots year years month months day days ' +
    'plan plans tier tiers pricing price prices free trial aimed alternative alternatives more ' +
    'public private mid large small medium us usa uk north south east west america american europe european emea apac latam global worldwide international region regions'
  ).split(' '),
);
