"""Write ``market_pairs_probe_hm7.jsonl``: the hm7 round's probe (issue 11).

Every pair is written here by hand for the kinds the lead read in a new stranger set's misses
(his words, not its rows): a sub-scope of the measured quantity on one side only (P1); "by
the last day of a month" against "before the next month" (R1); numbers said differently
(R2); short names and alternates (R3); verb and noun paraphrases of one event (R4); group
market titles (R5). Each kind holds same-condition pairs and look-alike traps that change one
thing (a sub-scope, a day, a threshold, a name, an event, a source).

Rulings written into the labels: "before July 2026" is "by June 30, 2026"; "over 2.5" on a
count is "3 or more"; "take back" (retake, regain) a chamber resolves as winning it, whoever
holds it now; a source named on one side only ("on LMArena", "according to NASA") is a real
qualifier; the same source said both ways is one condition; an arrow down in a price bucket
is a dip to the price.
Run ``python tests/data/make_market_pairs_probe_hm7.py``.
"""

from __future__ import annotations

import json
from pathlib import Path

#: (family, a, b, trap, label)
Row = tuple[str, str, str, str, int]

ROWS: list[Row] = [
    # ---- P1: a sub-scope of the measured quantity must be on both sides
    ("subscope", "Will Avatar 3 gross over $150 million in its opening weekend at the domestic "
     "box office?", "Avatar 3 domestic opening weekend box office above $150M?", "same", 1),
    ("subscope", "Will Avatar 3 gross over $150 million in its opening weekend at the domestic "
     "box office?", "Will Avatar 3's total domestic gross be above $150 million?",
     "other_measure", 0),
    ("subscope", "Will Apple report iPhone revenue above $50 billion for fiscal Q1 2027?",
     "Apple fiscal Q1 2027 iPhone revenue > $50B?", "same", 1),
    ("subscope", "Will Apple report iPhone revenue above $50 billion for fiscal Q1 2027?",
     "Will Apple report revenue above $50 billion for fiscal Q1 2027?", "other_measure", 0),
    ("subscope", "Will Nvidia's data center revenue exceed $40 billion in fiscal Q3 2027?",
     "Nvidia fiscal Q3 2027 revenue above $40 billion?", "other_measure", 0),
    ("subscope", "Will Nvidia's data center revenue exceed $40 billion in fiscal Q3 2027?",
     "NVDA data center revenue over $40B in FQ3 2027?", "same", 1),
    ("subscope", "Will Taylor Swift's new album sell over 1 million copies in its first week?",
     "Will Taylor Swift's new album sell over 1 million copies?", "other_measure", 0),
    ("subscope", "Will Wicked: For Good gross over $500 million worldwide?",
     "Will Wicked: For Good gross over $500 million domestically?", "other_measure", 0),
    ("subscope", "Will Wicked: For Good gross over $500 million worldwide?",
     "Wicked: For Good global box office above $500M?", "same", 1),
    ("subscope", "Will Tesla deliver over 500,000 Model Y vehicles in 2026?",
     "Will Tesla deliver over 500,000 vehicles in 2026?", "other_measure", 0),
    # ---- R1: by the last day of a month = before the next month
    ("month_end", "Will Russia and Ukraine sign a ceasefire by June 30, 2026?",
     "Russia-Ukraine ceasefire before July 2026?", "same", 1),
    ("month_end", "Will Russia and Ukraine sign a ceasefire by June 30, 2026?",
     "Russia-Ukraine ceasefire before June 2026?", "other_date", 0),
    ("month_end", "Will OpenAI release GPT-6 by September 30, 2026?",
     "GPT-6 released before October 2026?", "same", 1),
    ("month_end", "Will OpenAI release GPT-6 by September 29, 2026?",
     "GPT-6 released before October 2026?", "other_date", 0),
    ("month_end", "Will the Fed cut rates by December 31, 2026?",
     "Fed rate cut before 2027?", "same", 1),
    ("month_end", "Will Bitcoin reach $150,000 by February 28, 2027?",
     "Bitcoin hits $150k before March 2027?", "same", 1),
    ("month_end", "Will Bitcoin reach $150,000 by February 28, 2027?",
     "Bitcoin hits $150k before March 2026?", "other_date", 0),
    # ---- R2: numbers said differently
    ("numbers", "Will an earthquake of magnitude 8.0+ occur in 2026?",
     "Magnitude 8 or higher earthquake in 2026?", "same", 1),
    ("numbers", "Will an earthquake of magnitude 8.0+ occur in 2026?",
     "Will an earthquake of at least magnitude 8 occur in 2026?", "same", 1),
    ("numbers", "Will an earthquake of magnitude 8.0+ occur in 2026?",
     "Magnitude 8.5 or higher earthquake in 2026?", "other_threshold", 0),
    ("numbers", "Will a wildfire burn 500+ km² in Canada in 2026?",
     "Canadian wildfire of at least 500 sq km in 2026?", "same", 1),
    ("numbers", "Will a wildfire burn 500+ km² in Canada in 2026?",
     "Canadian wildfire of at least 5,000 sq km in 2026?", "other_threshold", 0),
    ("numbers", "Arsenal vs Chelsea: Over 2.5 goals?",
     "Will Arsenal vs Chelsea have 3 or more goals?", "same", 1),
    ("numbers", "Arsenal vs Chelsea: Over 2.5 goals?",
     "Will Arsenal vs Chelsea have 2 or more goals?", "other_threshold", 0),
    ("numbers", "Will MrBeast reach 500M subscribers by December 31, 2026?",
     "MrBeast 500 million subscribers by Dec 31, 2026?", "same", 1),
    ("numbers", "Will MrBeast reach 500M subscribers by December 31, 2026?",
     "MrBeast 50 million subscribers by Dec 31, 2026?", "other_threshold", 0),
    ("numbers", "How many Fed rate cuts in 2026? - 3 (75 bps)",
     "Will the Fed cut rates exactly 3 times in 2026?", "same", 1),
    ("numbers", "How many Fed rate cuts in 2026? - 3 (75 bps)",
     "Will the Fed cut rates at least 3 times in 2026?", "other_comparator", 0),
    ("numbers", "How many Fed rate cuts in 2026? - 2 (50 bps)",
     "Will the Fed cut rates exactly 3 times in 2026?", "other_threshold", 0),
    # ---- R3: short names and alternates
    ("short_names", "Will Real Madrid win the UCL in 2026?",
     "Will Real Madrid win the 2026 Champions League?", "same", 1),
    ("short_names", "Will Real Madrid win the UCL in 2026?",
     "Will Real Madrid win the 2026 Europa League?", "other_entity", 0),
    ("short_names", "Will the SNP win the most seats at Holyrood in 2026?",
     "SNP most seats in the 2026 Scottish Parliament election?", "same", 1),
    ("short_names", "Will the SNP win the most seats at Holyrood in 2026?",
     "SNP most seats in the 2026 Welsh Parliament election?", "other_entity", 0),
    ("short_names", "Will AOC run for Senate in 2028?",
     "Will Alexandria Ocasio-Cortez run for Senate in 2028?", "same", 1),
    ("short_names", "Will AOC run for Senate in 2028?",
     "Will Alexandria Ocasio-Cortez run for Senate in 2026?", "other_date", 0),
    ("short_names", "Will Dems win the Senate in '26?",
     "Will the Democrats win the Senate in 2026?", "same", 1),
    ("short_names", "Will Dems win the Senate in '26?",
     "Will the Republicans win the Senate in 2026?", "other_entity", 0),
    ("short_names", "Will BTC dominance be above 60% on December 31, 2026?",
     "Bitcoin dominance above 60% on Dec 31, 2026?", "same", 1),
    ("short_names", "Will BTC dominance be above 60% on December 31, 2026?",
     "Ethereum dominance above 60% on Dec 31, 2026?", "other_entity", 0),
    ("short_names", "Will Orbán's Fidesz win the 2026 Hungarian election?",
     "Will Fidesz win the 2026 Hungarian parliamentary election?", "same", 1),
    ("short_names", "Will Orbán's Fidesz win the 2026 Hungarian election?",
     "Will Tisza win the 2026 Hungarian parliamentary election?", "other_entity", 0),
    ("short_names", "Will Jon Ossoff (D) win the 2026 Georgia Senate race?",
     "Will Jon Ossoff win the 2026 Georgia Senate election?", "same", 1),
    ("short_names", "Will Jon Ossoff (D) win the 2026 Georgia Senate race?",
     "Will Jon Ossoff win the 2026 Georgia governor election?", "other_office", 0),
    ("short_names", "Will PewDiePie have 120M subs by December 31, 2026?",
     "PewDiePie 120 million subscribers by Dec 31, 2026?", "same", 1),
    # ---- R4: verb and noun paraphrases of one event
    ("paraphrase", "Will Gavin Newsom run for president in 2028?",
     "Will Gavin Newsom launch a presidential campaign for 2028?", "same", 1),
    ("paraphrase", "Will Gavin Newsom run for president in 2028?",
     "Will Gavin Newsom run for Senate in 2028?", "other_office", 0),
    ("paraphrase", "Will Kemi Badenoch become Conservative leader again in 2026?",
     "Will Kemi Badenoch be elected Conservative leader again in 2026?", "same", 1),
    ("paraphrase", "Will Brazil join the Paris climate accord's new pact in 2026?",
     "Will Brazil sign the Paris climate accord's new pact in 2026?", "same", 1),
    ("paraphrase", "Will Brazil join the Paris climate accord's new pact in 2026?",
     "Will Brazil leave the Paris climate accord's new pact in 2026?", "other_direction", 0),
    ("paraphrase", "Will Stripe IPO in 2026?", "Will Stripe go public via IPO in 2026?",
     "same", 1),
    ("paraphrase", "Will Stripe IPO in 2026?", "Will Stripe IPO in 2027?", "other_date", 0),
    ("paraphrase", "Will Starship reach orbit in 2026?",
     "Will Starship complete an orbital flight in 2026?", "same", 1),
    ("paraphrase", "Will Starship reach orbit in 2026?",
     "Will Blue Origin's New Glenn complete an orbital flight in 2026?", "other_entity", 0),
    ("paraphrase", "Will Israel strike Iran in 2026?",
     "Israel military strike on Iran in 2026?", "same", 1),
    ("paraphrase", "Will Israel strike Iran in 2026?",
     "Iran military strike on Israel in 2026?", "other_direction", 0),
    ("paraphrase", "Will Russia capture territory in Sumy oblast in 2026?",
     "Will Russia gain territory in Sumy oblast in 2026?", "same", 1),
    ("paraphrase", "Will Russia capture territory in Sumy oblast in 2026?",
     "Will Ukraine gain territory in Sumy oblast in 2026?", "other_entity", 0),
    ("paraphrase", "Will NASA rank 2026 as the hottest year on record?",
     "2026 hottest year on record according to NASA?", "same", 1),
    ("paraphrase", "Will NASA rank 2026 as the hottest year on record?",
     "2027 hottest year on record according to NASA?", "other_date", 0),
    ("paraphrase", "Will Reform UK be the largest party at the next general election?",
     "Will Reform UK win the most seats at the next general election?", "same", 1),
    ("paraphrase", "Will Reform UK be the largest party at the next general election?",
     "Will Reform UK win the most votes at the next general election?", "other_measure", 0),
    ("paraphrase", "Will Bad Bunny be Spotify's top artist of 2026?",
     "Will Bad Bunny be the most-streamed artist on Spotify in 2026?", "same", 1),
    ("paraphrase", "Will Bad Bunny be Spotify's top artist of 2026?",
     "Will Bad Bunny be the most-streamed artist on Apple Music in 2026?", "other_source", 0),
    ("paraphrase", "Will Severance win Best Drama Series at the 2026 Emmys?",
     "Will Severance win Outstanding Drama Series at the 2026 Emmys?", "same", 1),
    ("paraphrase", "Will Severance win Best Drama Series at the 2026 Emmys?",
     "Will Severance win Outstanding Comedy Series at the 2026 Emmys?", "other_entity", 0),
    ("paraphrase", "Will Democrats win the House in 2026?",
     "Will Democrats take back the House in 2026?", "same", 1),
    ("paraphrase", "Will Democrats win the House in 2026?",
     "Will Democrats take back the Senate in 2026?", "other_entity", 0),
    # ---- R5: group market titles
    ("group_titles", "Georgia Senate Election 2026 winner: Ossoff (D)",
     "Will Jon Ossoff win the 2026 Georgia Senate election?", "same", 1),
    ("group_titles", "Georgia Senate Election 2026 winner: Ossoff (D)",
     "Will Jon Ossoff win the 2026 Georgia Senate Democratic primary?", "other_round", 0),
    ("group_titles", "Largest company in the world end of June 2026 - Apple",
     "Will Apple be the largest company in the world on June 30, 2026?", "same", 1),
    ("group_titles", "Largest company in the world end of June 2026 - Apple",
     "Will Apple be the largest company in the world on December 31, 2026?", "other_date", 0),
    ("group_titles", "What price will Bitcoin hit in June 2026? - \u2193 80,000",
     "Will Bitcoin dip to $80,000 in June 2026?", "same", 1),
    ("group_titles", "What price will Bitcoin hit in June 2026? - \u2193 80,000",
     "Will Bitcoin reach $80,000 in June 2026?", "other_direction", 0),
    ("group_titles", "What price will Bitcoin hit in June 2026? - \u2191 120,000",
     "Will Bitcoin reach $120,000 in June 2026?", "same", 1),
    ("group_titles", "Which company has the best AI model end of June 2026? - Google",
     "Will Google have the top model on LMArena at the end of June 2026?", "other_source", 0),
    ("group_titles", "Which company has the best AI model on LMArena end of June 2026? - "
     "Google", "Will Google have the top model on LMArena at the end of June 2026?",
     "same", 1),
    ("group_titles", "Which company has the best AI model on LMArena end of June 2026? - "
     "Google", "Will OpenAI have the top model on LMArena at the end of June 2026?",
     "other_entity", 0),
    # ---- traps written after the first fixes, against the words they let through
    ("group_titles", "What price will Bitcoin hit in June 2026? - \u2191 80,000",
     "Will Bitcoin dip to $80,000 in June 2026?", "other_direction", 0),
    ("group_titles", "What price will Ethereum hit in March 2027? - \u2193 2,000",
     "Will ETH drop to $2,000 in March 2027?", "same", 1),
    ("numbers", "How many Fed rate cuts in 2026? - 3 (100 bps)",
     "Will the Fed cut rates exactly 3 times in 2026?", "other_threshold", 0),
    ("numbers", "Will MrBeast reach 500M subscribers by December 31, 2026?",
     "Will MrBeast have exactly 500 million subscribers on December 31, 2026?",
     "other_comparator", 0),
    ("subscope", "Will Apple report iPhone revenue above $50 billion for fiscal Q1 2027?",
     "Will Apple report iPad revenue above $50 billion for fiscal Q1 2027?", "other_entity", 0),
    ("subscope", "Will Avatar 3 gross over $150 million in its opening weekend at the domestic "
     "box office?", "Avatar 3 first week box office above $150M?", "other_measure", 0),
    ("short_names", "Will Orbán's Fidesz win the 2026 Hungarian election?",
     "Will Fidesz win the 2026 Hungarian presidential election?", "other_office", 0),
    ("short_names", "Will the SNP win the most seats at Holyrood in 2026?",
     "SNP most seats in the 2026 UK general election?", "other_entity", 0),
    ("paraphrase", "Will Israel strike Iran in 2026?",
     "Will Israel launch a ground invasion of Iran in 2026?", "other_event", 0),
    ("paraphrase", "Will Starship reach orbit in 2026?",
     "Will Starship complete a suborbital flight in 2026?", "other_event", 0),
    ("paraphrase", "Will Gavin Newsom run for president in 2028?",
     "Will Gavin Newsom launch a Senate campaign for 2028?", "other_office", 0),
    ("paraphrase", "Will Gavin Newsom run for president in 2028?",
     "Will Gavin Newsom win the 2028 presidential election?", "other_stage", 0),
    ("paraphrase", "Will NASA rank 2026 as the hottest year on record?",
     "Will NOAA rank 2026 as the hottest year on record?", "other_source", 0),
    ("paraphrase", "2026 hottest year on record according to NASA?",
     "Will 2026 be the hottest year on record?", "other_source", 0),
    ("paraphrase", "Will Kemi Badenoch become Conservative leader again in 2026?",
     "Will Kemi Badenoch be nominated for Conservative leader again in 2026?", "other_stage", 0),
    ("paraphrase", "Will Brazil join the Paris climate accord's new pact in 2026?",
     "Will Brazil ratify the Paris climate accord's new pact in 2026?", "other_event", 0),
    ("paraphrase", "Will Republicans retake the Senate in 2026?",
     "Will Republicans win the Senate in 2026?", "same", 1),
    ("paraphrase", "Will Republicans retake the Senate in 2026?",
     "Will Republicans win the Senate race in Maine in 2026?", "other_scope", 0),
    ("paraphrase", "Will Severance win Best Drama Series at the 2026 Emmys?",
     "Will Severance win Best Drama Series at the 2026 Golden Globes?", "other_entity", 0),
]


def rows() -> list[dict[str, object]]:
    return [{"id": f"probe-hm7-{i:04d}", "a": a, "b": b, "trap": trap, "family": family,
             "label": label} for i, (family, a, b, trap, label) in enumerate(ROWS)]


if __name__ == "__main__":
    path = Path(__file__).parent / "market_pairs_probe_hm7.jsonl"
    with path.open("w") as f:
        for row in rows():
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    made = rows()
    print(len(made), sum(int(r["label"]) for r in made))
