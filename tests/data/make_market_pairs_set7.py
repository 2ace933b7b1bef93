"""Write market_pairs_set7.jsonl (ids set7-NNNN): 260 hand-written market-title pairs (round 7).

Every pair is written by hand below (no templates, no sampling). ``trap`` ``same`` means the
two titles resolve on the same condition (label 1); every other trap is a label-0 near miss.
Run: ``python tests/data/make_market_pairs_set7.py``
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

OUT = Path(__file__).with_name("market_pairs_set7.jsonl")
SAME = "same"
TRAPS = {SAME, "other_entity", "other_question", "other_date", "other_threshold", "other_round",
         "other_measure", "negation", "bucket_vs_threshold", "other_office", "other_comparator",
         "other_league"}

# (family, anchor a, [(b, trap), ...])
GROUPS: list[tuple[str, str, list[tuple[str, str]]]] = [
    # ================= politics =================
    ("politics", "Will the Democrats win the House in the 2026 midterms?", [
        ("House control after 2026 midterms? - Democratic", SAME),
        ("Dems take the House in Nov 2026?", SAME),
        ("Will the Democrats win the Senate in the 2026 midterms?", "other_office"),
        ("Will the Democrats win the House in 2028?", "other_date"),
        ("Will the Republicans win the House in the 2026 midterms?", "other_entity"),
    ]),
    ("politics", "Who will win the 2028 Democratic presidential nomination? - Gavin Newsom", [
        ("Newsom to be 2028 Dem nominee?", SAME),
        ("Will Gov. Newsom win the Democratic nomination for president in 2028?", SAME),
        ("Will Gavin Newsom win the 2028 US presidential election?", "other_round"),
        ("Who will win the 2028 Democratic presidential nomination? - Josh Shapiro",
         "other_entity"),
    ]),
    ("politics", "Trump approval rating above 45% on Dec 31, 2026?", [
        ("Trump approval > 45% at end of 2026?", SAME),
        ("Will Donald Trump's job approval exceed 45 percent on December 31, 2026?", SAME),
        ("Trump approval rating below 45% on Dec 31, 2026?", "other_comparator"),
        ("Trump approval rating above 40% on Dec 31, 2026?", "other_threshold"),
        ("Trump approval rating on Dec 31, 2026: 45% to 46%?", "bucket_vs_threshold"),
        ("Trump disapproval rating above 45% on Dec 31, 2026?", "other_measure"),
    ]),
    ("politics", "Will Emmanuel Macron cease to be President of France before 2027?", [
        ("Macron out as French president by Dec 31, 2026?", SAME),
        ("Will Macron leave the Élysée before January 1, 2027?", SAME),
        ("Will Emmanuel Macron cease to be President of France before 2028?", "other_date"),
        ("Will Keir Starmer cease to be UK Prime Minister before 2027?", "other_entity"),
        ("Will Macron remain President of France through the end of 2026?", "negation"),
    ]),
    ("politics", "Texas Senate race 2026: Will the Republican win?", [
        ("GOP holds Texas Senate seat in 2026?", SAME),
        ("Will Republicans win the Texas U.S. Senate election in November 2026?", SAME),
        ("Texas governor race 2026: Will the Republican win?", "other_office"),
        ("Will Democrats flip the Texas Senate seat in 2026?", "negation"),
        ("Texas Senate Republican primary 2026: Will Ken Paxton win?", "other_round"),
    ]),
    ("politics", "Will the Senate confirm the Treasury nominee before Oct 12, 2026?", [
        ("Treasury Secretary nominee confirmed by the Senate before October 12, 2026?", SAME),
        ("Senate confirms Treasury pick by Oct 11, 2026?", SAME),
        ("Will the Senate confirm the Defense nominee before Oct 12, 2026?", "other_office"),
        ("Will the Treasury nominee withdraw before Oct 12, 2026?", "other_question"),
    ]),
    ("politics", "Will the US government shut down before Nov 20, 2026?", [
        ("Government shutdown by November 19, 2026?", SAME),
        ("US federal shutdown starts before 20 Nov 2026?", SAME),
        ("Will the US government shut down before Oct 1, 2026?", "other_date"),
        ("How long will the government shutdown last? - More than 30 days", "other_question"),
    ]),
    ("politics", "Will a Republican win the 2028 US presidential election?", [
        ("2028 presidential election winner: GOP?", SAME),
        ("Which party wins the White House in 2028? - Republican", SAME),
        ("Will the Republican nominee win the popular vote in 2028?", "other_measure"),
        ("Will a Republican win the 2032 US presidential election?", "other_date"),
    ]),
    ("politics", "Who will be the next UK Prime Minister? - Andy Burnham", [
        ("Andy Burnham to succeed Starmer as PM?", SAME),
        ("Burnham becomes Britain's next prime minister?", SAME),
        ("Next Labour Party leader: Andy Burnham?", "other_office"),
        ("Who will be the next UK Prime Minister? - Wes Streeting", "other_entity"),
    ]),
    ("politics", "Will the US announce new tariffs on EU imports before Oct 5, 2026?", [
        ("New US tariffs on European Union goods announced by Oct 4, 2026?", SAME),
        ("US slaps fresh tariffs on EU imports (announcement before 5 Oct 2026)?", SAME),
        ("Will the US announce new tariffs on Chinese imports before Oct 5, 2026?",
         "other_entity"),
        ("No new US tariffs on EU imports announced before Oct 5, 2026?", "negation"),
    ]),
    ("politics", "Will AOC run for Senate in 2028?", [
        ("Alexandria Ocasio-Cortez Senate run 2028?", SAME),
        ("AOC to run for US Senate in New York in 2028?", SAME),
        ("Will AOC run for president in 2028?", "other_office"),
        ("Will AOC win the 2028 New York Democratic Senate primary?", "other_round"),
    ]),
    ("politics", "Will Zelensky and Putin meet in person before 2027?", [
        ("Putin–Zelenskyy face-to-face meeting by end of 2026?", SAME),  # noqa: RUF001
        ("Will Trump and Putin meet in person before 2027?", "other_entity"),
        ("Russia x Ukraine ceasefire before 2027?", "other_question"),
        ("Will Zelensky and Putin meet in person before July 1, 2027?", "other_date"),
    ]),
    ("politics", "Will JD Vance be the 2028 Republican presidential nominee?", [
        ("Who will win the 2028 Republican presidential nomination? - J.D. Vance", SAME),
        ("Vance GOP nominee '28?", SAME),
        ("Will JD Vance win the 2028 Iowa Republican caucus?", "other_round"),
    ]),
    # ================= economics =================
    ("economics", "Will the Fed cut interest rates at the October meeting?", [
        ("FOMC October 2026: rate cut?", SAME),
        ("Will the Federal Reserve lower rates at the Oct 2026 FOMC?", SAME),
        ("Fed decision in October 2026? - No change", "negation"),
        ("Will the Fed cut interest rates at the December meeting?", "other_date"),
        ("Will the Fed cut interest rates by 50+ bps at the October meeting?",
         "other_threshold"),
    ]),
    ("economics", "Will CPI rise more than 0.3% in October 2026?", [
        ("US CPI MoM above 0.3% for Oct 2026?", SAME),
        ("October 2026 inflation print: CPI > 0.3% m/m?", SAME),
        ("Will CPI rise more than 0.4% in October 2026?", "other_threshold"),
        ("CPI in October 2026: 0.3% to 0.4%?", "bucket_vs_threshold"),
        ("Will year-over-year CPI exceed 3.0% in October 2026?", "other_measure"),
    ]),
    ("economics", "Will the US enter a recession in 2026?", [
        ("US recession in 2026?", SAME),
        ("Will the US economy be in a recession in 2026?", SAME),
        ("Will the UK enter a recession in 2026?", "other_entity"),
        ("Will the US enter a recession in 2027?", "other_date"),
    ]),
    ("economics", "Will the unemployment rate be above 4.5% in September 2026?", [
        ("US jobless rate > 4.5% for Sep 2026?", SAME),
        ("September 2026 jobs report: unemployment 4.6% or higher?", SAME),
        ("Will the unemployment rate be below 4.5% in September 2026?", "other_comparator"),
        ("Will the unemployment rate be above 4.5% in October 2026?", "other_date"),
        ("Nonfarm payrolls above 150k in September 2026?", "other_measure"),
    ]),
    ("economics", "Will the 10-year Treasury yield be above 5% on Dec 31, 2026?", [
        ("10Y yield > 5.00% at 2026 year-end?", SAME),
        ("Will the ten-year note close 2026 yielding more than five percent?", SAME),
        ("Will the 2-year Treasury yield be above 5% on Dec 31, 2026?", "other_measure"),
        ("Will the 10-year Treasury yield be above 4.5% on Dec 31, 2026?", "other_threshold"),
    ]),
    ("economics", "GDP growth above 2.0% in Q3 2026?", [
        ("Q3 2026 US real GDP growth (advance estimate) > 2%?", SAME),
        ("US economy grows more than 2 percent in the third quarter of 2026?", SAME),
        ("GDP growth above 2.0% in Q4 2026?", "other_date"),
        ("GDP growth above 3.0% in Q3 2026?", "other_threshold"),
        ("GDP growth between 2.0% and 2.5% in Q3 2026?", "bucket_vs_threshold"),
    ]),
    ("economics", "Will gas prices be above $3.50 on Sep 30, 2026?", [
        ("US average gas price over $3.50/gal on September 30, 2026?", SAME),
        ("AAA national average for regular above $3.50 on 9/30/2026?", SAME),
        ("Will gas prices be below $3.50 on Sep 30, 2026?", "other_comparator"),
        ("Will diesel prices be above $3.50 on Sep 30, 2026?", "other_measure"),
    ]),
    ("economics", "Will the ECB cut rates in December 2026?", [
        ("ECB rate decision Dec 2026: cut?", SAME),
        ("Will the European Central Bank lower its key rates at the December 2026 meeting?",
         SAME),
        ("Will the Bank of England cut rates in December 2026?", "other_entity"),
        ("Will the ECB raise rates in December 2026?", "other_question"),
        ("Will the ECB hold rates in December 2026?", "negation"),
    ]),
    ("economics", "$PYPL above $75.00 on Sep 23, 20:00 UTC?", [
        ("Will PayPal stock close above $75 on September 23, 2026?", SAME),
        ("$PYPL above $80.00 on Sep 23, 20:00 UTC?", "other_threshold"),
        ("$PYPL below $75.00 on Sep 23, 20:00 UTC?", "other_comparator"),
        ("$HOOD above $75.00 on Sep 23, 20:00 UTC?", "other_entity"),
    ]),
    ("economics", "Largest company in the world at end of 2026? - NVIDIA", [
        ("Will Nvidia be the world's largest company by market cap on Dec 31, 2026?", SAME),
        ("Largest company in the world at end of 2026? - Microsoft", "other_entity"),
        ("Largest company in the world at end of June 2026? - NVIDIA", "other_date"),
    ]),
    # ================= crypto =================
    ("crypto", "Bitcoin above $150,000 on Oct 29, 2026?", [
        ("BTC > 150k on 10/29/2026?", SAME),
        ("BTC price on 29 Oct 2026 above 150,000 USD?", SAME),
        ("Will Bitcoin reach $150,000 by October 29?", "other_question"),
        ("Bitcoin above $140,000 on Oct 29, 2026?", "other_threshold"),
        ("Bitcoin price on Oct 29, 2026: $150,000-$160,000?", "bucket_vs_threshold"),
    ]),
    ("crypto", "Will Ethereum hit $5,000 by October 29?", [
        ("ETH reaches $5k before Oct 30?", SAME),
        ("Will ETH touch 5000 USD by 29 October?", SAME),
        ("ETH above $5,000 on Oct 29?", "other_question"),
        ("Will Ethereum dip to $3,000 by October 29?", "other_comparator"),
    ]),
    ("crypto", "Will Solana be above $250 on October 29?", [
        ("SOL > $250 on Oct 29?", SAME),
        ("Solana price above 250 dollars on 29 Oct?", SAME),
        ("Will Solana be between $250 and $275 on Oct 29, 2026?", "bucket_vs_threshold"),
        ("Will Solana be below $200 on Oct 29, 2026?", "other_comparator"),
    ]),
    ("crypto", "ETH up on Sep 23?", [
        ("Ethereum Up or Down on September 23? - Up", SAME),
        ("Will ETH close green on Sep 23?", SAME),
        ("ETH down on Sep 23?", "negation"),
        ("BTC up on Sep 23?", "other_entity"),
        ("ETH up on Sep 24?", "other_date"),
    ]),
    ("crypto", "MicroStrategy announces Bitcoin purchase Oct 5-11, 2026?", [
        ("Will Strategy (MSTR) disclose a bitcoin buy in the week of October 5 to 11, 2026?",
         SAME),
        ("MicroStrategy sells Bitcoin before 2027?", "other_question"),
        ("Metaplanet announces Bitcoin purchase Oct 5-11, 2026?", "other_entity"),
    ]),
    ("crypto", "Will the SEC approve a spot XRP ETF by Dec 31, 2026?", [
        ("Spot XRP ETF approved in the US before 2027?", SAME),
        ("SEC greenlights an XRP spot ETF in 2026?", SAME),
        ("Will the SEC approve a spot DOGE ETF by Dec 31, 2026?", "other_entity"),
        ("Will spot XRP ETFs see $1B of net inflows by Dec 31, 2026?", "other_question"),
    ]),
    ("crypto", "Tether market cap above $200B on Dec 31, 2026?", [
        ("USDT market capitalization > $200 billion at end of 2026?", SAME),
        ("Will USDT's market cap top $200,000,000,000 on December 31, 2026?", SAME),
        ("USDC market cap above $200B on Dec 31, 2026?", "other_entity"),
        ("Tether market cap above $250B on Dec 31, 2026?", "other_threshold"),
    ]),
    ("crypto", "Bitcoin dominance above 60% on Dec 31, 2026?", [
        ("BTC.D > 60% at year end 2026?", SAME),
        ("Bitcoin market cap above $3T on Dec 31, 2026?", "other_measure"),
        ("Bitcoin dominance below 60% on Dec 31, 2026?", "other_comparator"),
    ]),
    ("crypto", "Will Bitcoin dip below $80,000 by October 29?", [
        ("BTC trades under $80,000 at any point before Oct 30?", SAME),
        ("Will Bitcoin dip below $70,000 by October 29?", "other_threshold"),
        ("Will Bitcoin rise above $80,000 by October 29?", "other_comparator"),
    ]),
    ("crypto", "Will MetaMask launch a token by December 31, 2026?", [
        ("MetaMask token launch in 2026?", SAME),
        ("Will Phantom launch a token by December 31, 2026?", "other_entity"),
        ("MetaMask token FDV above $5B one day after launch?", "other_question"),
    ]),
    ("crypto", "ETH/BTC ratio above 0.05 on Dec 31, 2026?", [
        ("ETHBTC > 0.05 at the end of 2026?", SAME),
        ("ETH/BTC ratio above 0.04 on Dec 31, 2026?", "other_threshold"),
    ]),
    ("crypto", "Will HYPE reach $100 in 2026?", [
        ("Hyperliquid (HYPE) hits $100 before 2027?", SAME),
        ("Will HYPE reach $100 in 2027?", "other_date"),
        ("Will HYPE fall to $20 in 2026?", "other_comparator"),
        ("Hyperliquid FDV above $100B in 2026?", "other_measure"),
    ]),
    ("crypto", "Will Base launch a token in 2026?", [
        ("Base network token launched by Dec 31, 2026?", SAME),
        ("Coinbase's L2 Base: native token live before 2027?", SAME),
        ("Will Base launch a token by June 30, 2026?", "other_date"),
        ("Will MegaETH launch a token in 2026?", "other_entity"),
        ("Base goes all of 2026 without launching a token?", "negation"),
    ]),
    # ================= sports =================
    ("sports", "Will the Oklahoma City Thunder win the 2027 NBA Finals?", [
        ("Pro Basketball Champion 2026-27: Oklahoma City?", SAME),
        ("OKC Thunder NBA champions 2027?", SAME),
        ("Will the Oklahoma City Thunder win the 2027 Western Conference Finals?",
         "other_round"),
        ("Will the Oklahoma City Thunder win the 2026 NBA Finals?", "other_date"),
        ("Will the San Antonio Spurs win the 2027 NBA Finals?", "other_entity"),
    ]),
    ("sports", "Super Bowl LXI winner? - Kansas City Chiefs", [
        ("Will the Chiefs win Super Bowl 61?", SAME),
        ("Kansas City to win the February 2027 Super Bowl?", SAME),
        ("AFC Champion 2026-27: Kansas City Chiefs?", "other_round"),
        ("Super Bowl LX winner? - Kansas City Chiefs", "other_date"),
    ]),
    ("sports", "Will Arsenal win the 2026-27 Premier League?", [
        ("EPL 26/27 champion: Arsenal?", SAME),
        ("Gunners to win the English Premier League title in 2027?", SAME),
        ("Will Arsenal win the 2026-27 Champions League?", "other_league"),
        ("Will Liverpool win the 2026-27 Premier League?", "other_entity"),
    ]),
    ("sports", "Will the Los Angeles Dodgers win the 2026 World Series?", [
        ("Dodgers World Series champions 2026?", SAME),
        ("Pro Baseball Champion 2026: Los Angeles D?", SAME),
        ("Will the Dodgers win the 2026 NL pennant?", "other_round"),
        ("Will the Los Angeles Angels win the 2026 World Series?", "other_entity"),
    ]),
    ("sports", "Will Jannik Sinner win the 2027 Australian Open?", [
        ("Australian Open 2027 men's champion: Sinner?", SAME),
        ("Sinner wins AO '27?", SAME),
        ("Will Jannik Sinner reach the 2027 Australian Open final?", "other_round"),
        ("Will Jannik Sinner win the 2026 US Open?", "other_question"),
        ("Will Carlos Alcaraz win the 2027 Australian Open?", "other_entity"),
    ]),
    ("sports", "Will the Toronto Maple Leafs win the 2027 Stanley Cup?", [
        ("Leafs win the Cup in 2027?", SAME),
        ("Stanley Cup 2027 champion: Toronto?", SAME),
        ("Will the Toronto Raptors win the 2027 NBA Finals?", "other_league"),
        ("Will the Toronto Maple Leafs make the 2027 Stanley Cup playoffs?", "other_round"),
    ]),
    ("sports", "Buffalo at Kansas City (Nov 29, 2026): Kansas City wins?", [
        ("Chiefs vs. Bills on November 29, 2026 - Chiefs win?", SAME),
        ("Buffalo at Kansas City (Nov 29, 2026): Buffalo wins?", "negation"),
        ("Buffalo at Kansas City (Nov 29, 2026): total points over 47.5?", "other_question"),
        ("Kansas City wins by more than 3.5 points vs Buffalo on Nov 29, 2026?",
         "other_threshold"),
    ]),
    ("sports", "Will Spain win the 2026 FIFA World Cup?", [
        ("FIFA World Cup 2026 winner: Spain", SAME),
        ("La Roja to lift the World Cup in 2026?", SAME),
        ("Will Spain win Euro 2028?", "other_league"),
        ("Will Spain reach the 2026 FIFA World Cup final?", "other_round"),
    ]),
    ("sports", "Will Scottie Scheffler win the 2027 Masters?", [
        ("Masters Tournament 2027 winner: Scottie Scheffler", SAME),
        ("Will Scottie Scheffler win the 2027 PGA Championship?", "other_question"),
        ("Will Scottie Scheffler finish top 10 at the 2027 Masters?", "other_threshold"),
    ]),
    ("sports", "Will the New York Liberty win the 2026 WNBA Finals?", [
        ("WNBA Champion 2026: New York Liberty?", SAME),
        ("NY Liberty to win the 2026 WNBA title?", SAME),
        ("Will the New York Knicks win the 2026 NBA Finals?", "other_league"),
        ("Will the Las Vegas Aces win the 2026 WNBA Finals?", "other_entity"),
    ]),
    ("sports", "Will Max Verstappen win the 2026 F1 Drivers' Championship?", [
        ("F1 2026 World Drivers' Champion: Verstappen?", SAME),
        ("Will Red Bull win the 2026 F1 Constructors' Championship?", "other_measure"),
        ("Will Max Verstappen win the 2026 Monaco Grand Prix?", "other_round"),
    ]),
    ("sports", "Who will win the 2027 NBA MVP? - Nikola Jokic", [
        ("Jokic to win 2026-27 NBA MVP?", SAME),
        ("Joker takes home regular-season MVP for the 2026-27 season?", SAME),
        ("Who will win the 2027 NBA Finals MVP? - Nikola Jokic", "other_question"),
        ("Who will win the 2027 NBA MVP? - Luka Doncic", "other_entity"),
        ("Who will win the 2028 NBA MVP? - Nikola Jokic", "other_date"),
    ]),
    ("sports", "Will the San Francisco 49ers make the 2026-27 NFL playoffs?", [
        ("Niners reach the postseason in the 2026 NFL season?", SAME),
        ("Will the San Francisco 49ers win the NFC West in 2026?", "other_question"),
        ("Will the San Francisco Giants make the 2026 MLB playoffs?", "other_league"),
        ("Will the 49ers miss the 2026-27 NFL playoffs?", "negation"),
    ]),
    # ================= culture =================
    ("culture", "Will Taylor Swift announce a new album before November 5?", [
        ("New Taylor Swift album announced by Nov 4?", SAME),
        ("Will Taylor Swift release a new album before November 5?", "other_question"),
        ("Will Taylor Swift announce a world tour before November 5?", "other_question"),
        ("Will Beyoncé announce a new album before November 5?", "other_entity"),
    ]),
    ("culture", "Will Timothée Chalamet win Best Actor at the 2027 Oscars?", [
        ("99th Academy Awards: Best Actor - Timothée Chalamet", SAME),
        ("Chalamet takes the Best Actor Oscar at the 2027 Academy Awards?", SAME),
        ("Will Timothée Chalamet be nominated for Best Actor at the 2027 Oscars?",
         "other_round"),
        ("Will Timothée Chalamet win Best Actor at the 2027 Golden Globes?", "other_question"),
    ]),
    ("culture", "Will GTA 6 be released by November 30, 2026?", [
        ("Grand Theft Auto VI launches before December 2026?", SAME),
        ("GTA 6 release delayed to 2027?", "negation"),
        ("Will GTA 6 be released by October 31, 2026?", "other_date"),
    ]),
    ("culture", "Will MrBeast reach 500M YouTube subscribers by Dec 31, 2026?", [
        ("MrBeast YouTube subs at 500 million or more before 2027?", SAME),
        ("Will MrBeast reach 450M YouTube subscribers by Dec 31, 2026?", "other_threshold"),
        ("Will T-Series reach 500M YouTube subscribers by Dec 31, 2026?", "other_entity"),
        ("Will MrBeast reach 500M YouTube subscribers by June 30, 2026?", "other_date"),
    ]),
    ("culture", "Will Elon Musk tweet more than 400 times Oct 3-10, 2026?", [
        ("Elon Musk posts on X between Oct 3 and Oct 10, 2026: over 400?", SAME),
        ("Elon Musk tweets Oct 3–10, 2026: 401 or more?", SAME),  # noqa: RUF001
        ("Elon Musk # of tweets October 3-10, 2026? - 400-424", "bucket_vs_threshold"),
        ("Will Elon Musk tweet more than 500 times Oct 3-10, 2026?", "other_threshold"),
        ("Will Elon Musk tweet fewer than 400 times Oct 3-10, 2026?", "other_comparator"),
    ]),
    ("culture", "Top grossing movie of 2026 worldwide? - Avengers: Doomsday", [
        ("Avengers: Doomsday highest-grossing film of 2026 (global box office)?", SAME),
        ("Top grossing movie of 2026 in the US (domestic)? - Avengers: Doomsday",
         "other_measure"),
        ("Avengers: Doomsday opening weekend above $300M?", "other_question"),
    ]),
    ("culture", "Time Person of the Year 2026: Donald Trump?", [
        ("Will Trump be named TIME's 2026 Person of the Year?", SAME),
        ("TIME POY 2026 - Trump", SAME),
        ("Time Person of the Year 2026: Elon Musk?", "other_entity"),
        ("Time Person of the Year 2027: Donald Trump?", "other_date"),
    ]),
    ("culture", "Will Drake release an album in 2026?", [
        ("New Drake album out before 2027?", SAME),
        ("Will Drake release an album in 2026 that debuts #1 on the Billboard 200?",
         "other_question"),
    ]),
    ("culture", "Eurovision 2027 winner: Sweden?", [
        ("Will Sweden win the Eurovision Song Contest 2027?", SAME),
        ("Eurovision 2027: Sweden finishes top 5?", "other_question"),
        ("Eurovision 2026 winner: Sweden?", "other_date"),
    ]),
    # ================= weather =================
    ("weather", "Measurable snow in Central Park on Dec 25, 2026?", [
        ("Will NYC (Central Park) record measurable snowfall on Christmas 2026?", SAME),
        ("Will it snow more than 2 inches in NYC on Dec 25, 2026?", "other_threshold"),
        ("Measurable snow in Chicago on Dec 25, 2026?", "other_entity"),
        ("Measurable snow in Central Park on Jan 1, 2027?", "other_date"),
    ]),
    ("weather", "Highest temperature in Miami on Aug 15, 2026: above 95°F?", [
        ("Miami daily high over 95 F on August 15, 2026?", SAME),
        ("Miami high temp on 15 Aug 2026 > 35°C?", SAME),
        ("Highest temperature in Miami on Aug 15, 2026: 94-95°F?", "bucket_vs_threshold"),
        ("Lowest temperature in Miami on Aug 15, 2026: above 80°F?", "other_measure"),
    ]),
    ("weather", "Will a Category 5 hurricane make landfall in the US in 2026?", [
        ("Cat 5 hurricane US landfall during the 2026 season?", SAME),
        ("Category 5 landfall in the United States, 2026 hurricane season?", SAME),
        ("Will a Category 4 or stronger hurricane make landfall in the US in 2026?",
         "other_threshold"),
        ("Will a Category 5 hurricane form in the Atlantic in 2026?", "other_question"),
        ("Will a Category 5 hurricane make landfall in Mexico in 2026?", "other_entity"),
    ]),
    ("weather", "Will 2026 be the hottest year on record according to NOAA?", [
        ("NOAA: 2026 warmest year ever recorded?", SAME),
        ("Will 2026 be the second-hottest year on record according to NOAA?",
         "other_question"),
        ("Will 2027 be the hottest year on record according to NOAA?", "other_date"),
        ("Will 2026 fall short of the hottest year on record (NOAA)?", "negation"),
    ]),
    ("weather", "Will more than 15 named storms form in the 2026 Atlantic hurricane season?", [
        ("2026 Atlantic season: 16 or more named storms?", SAME),
        ("Will more than 15 hurricanes form in the 2026 Atlantic season?", "other_measure"),
        ("Will more than 20 named storms form in the 2026 Atlantic hurricane season?",
         "other_threshold"),
        ("Will fewer than 15 named storms form in the 2026 Atlantic hurricane season?",
         "other_comparator"),
    ]),
    ("weather", "Los Angeles rainfall in December 2026: more than 3 inches?", [
        ("LA December 2026 precipitation above 3 in?", SAME),
        ("Will downtown Los Angeles get over three inches of rain in Dec 2026?", SAME),
        ("Los Angeles rainfall in December 2026: 2-3 inches?", "bucket_vs_threshold"),
        ("San Francisco rainfall in December 2026: more than 3 inches?", "other_entity"),
        ("Los Angeles rainfall in November 2026: more than 3 inches?", "other_date"),
    ]),
]


def main() -> None:
    lines = []
    for family, a, variants in GROUPS:
        for b, trap in variants:
            assert trap in TRAPS, trap
            lines.append({"id": f"set7-{len(lines):04d}", "a": a, "b": b, "trap": trap,
                          "family": family, "label": int(trap == SAME)})
    assert len({(x["a"], x["b"]) for x in lines}) == len(lines)
    OUT.write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in lines))
    ones = sum(x["label"] for x in lines)
    print(len(lines), "pairs,", ones, "label 1")
    fam = Counter(x["family"] for x in lines)
    fam1 = Counter(x["family"] for x in lines if x["label"])
    print("  " + ", ".join(f"{f} {fam1[f]}/{fam[f]}" for f in fam))
    print("  " + ", ".join(f"{t} {n}" for t, n in Counter(x["trap"] for x in lines)
                           .most_common()))


if __name__ == "__main__":
    main()
