"""Write ``market_pairs_heldout9.jsonl``: the ninth labelled set (issue 11, brief hm3).

Written and committed before any matcher change of the hm3 pass. Every pair is written here by
hand (no templates): an anchor title, then each title paired with it, its trap and label, in
the ways Kalshi, Polymarket and Limitless title markets. Label-1 variants are far in wording
(tickers with dots, nicknames, abbreviations, number formats, synonyms, clause order, place
synonyms, whole-number bucket ladders); traps change one thing (entity, date, threshold,
round, measure, office, comparator, league, negation, a bucket against a threshold, a closing
price against a touch, men's against women's, fiscal against calendar quarters).

The split is by anchor, never by row: anchors alternate ``heldout`` / ``dev`` in the order
written. The heldout half is scored once on the code before the pass and once at its end; only
the dev half is tuned on.

Labels follow the earlier sets' conventions: prices and rates are continuous ("above" and "at
or above" are one condition); counts and whole degrees are discrete ("more than 50" is "51 or
more", "over 49.5" is "50 or more"); "by / before" is a deadline, "on" the day the condition is
read; a close, end or settlement price is read once, a touch ("trade above", "hit", "reach")
any time; a nomination is not the election; reaching a round is not winning it.
Run ``python tests/data/make_heldout9_pairs.py``.
"""

from __future__ import annotations

import json
from pathlib import Path

#: (second title, trap, label)
Pair = tuple[str, str, int]
#: (family, anchor title, its pairs)
Anchor = tuple[str, str, list[Pair]]

ANCHORS: list[Anchor] = [
    # ---- coins
    ("coins", "Will Bitcoin close above $120,000 on December 31, 2026?", [
        ("BTC daily close above $120k on Dec 31, 2026?", "same", 1),
        ("Bitcoin to settle above $120,000 on 12/31/2026?", "same", 1),
        ("Will Bitcoin trade above $120,000 at any time on December 31, 2026?",
         "touch_vs_close", 0),
        ("Will Bitcoin close above $125,000 on December 31, 2026?", "other_threshold", 0),
        ("Bitcoin between $115,000 and $120,000 on Dec 31, 2026?", "bucket", 0),
        ("Will Bitcoin close below $120,000 on December 31, 2026?", "other_comparator", 0),
    ]),
    ("coins", "Will Ethereum hit $6,000 by June 30, 2026?", [
        ("ETH reaches $6k before July 2026?", "same", 1),
        ("Ether touches $6,000 by 6/30/2026?", "same", 1),
        ("Will Ethereum be above $6,000 on June 30, 2026?", "touch_vs_close", 0),
        ("Will Ethereum hit $6,000 by March 31, 2026?", "other_date", 0),
        ("Will Solana hit $6,000 by June 30, 2026?", "other_entity", 0),
    ]),
    ("coins", "Bitcoin dominance above 60% on March 31, 2026?", [
        ("BTC.D above 60% on Mar 31, 2026?", "same", 1),
        ("Will BTC dominance be over 60 percent on 3/31/26?", "same", 1),
        ("BTC.D above 65% on Mar 31, 2026?", "other_threshold", 0),
        ("ETH.D above 60% on Mar 31, 2026?", "other_entity", 0),
        ("Bitcoin above $60k on Mar 31, 2026?", "other_measure", 0),
    ]),
    ("coins", "Will Dogecoin trade above $1 in 2026?", [
        ("DOGE hits $1.00 before 2027?", "same", 1),
        ("Dogecoin reaches $1 by Dec 31, 2026?", "same", 1),
        ("Will Dogecoin close 2026 above $1?", "touch_vs_close", 0),
        ("Will Dogecoin trade above $1 in 2027?", "other_date", 0),
        ("Will Pepe trade above $1 in 2026?", "other_entity", 0),
    ]),
    ("coins", "XRP price at end of Q2 2026: $3.00 or above?", [
        ("Will XRP settle above $3 on June 30, 2026?", "same", 1),
        ("Will XRP close at least $3 on Jun 30, 2026?", "same", 1),
        ("XRP between $2.50 and $3.00 at end of Q2 2026?", "bucket", 0),
        ("XRP price at end of Q3 2026: $3.00 or above?", "other_date", 0),
        ("Will XRP reach $3 by June 30, 2026?", "touch_vs_close", 0),
    ]),
    # ---- stocks
    ("stocks", "Will Tesla (TSLA) close above $500 on March 31, 2026?", [
        ("TSLA closing price on 3/31/2026 above $500?", "same", 1),
        ("Tesla stock to end the day above $500 on Mar 31, 2026?", "same", 1),
        ("Will TSLA trade above $500 at any point on March 31, 2026?", "touch_vs_close", 0),
        ("Will Tesla close above $500 on March 30, 2026?", "other_date", 0),
        ("Will Rivian close above $500 on March 31, 2026?", "other_entity", 0),
    ]),
    ("stocks", "Will NVIDIA's market cap exceed $6 trillion by Dec 31, 2026?", [
        ("NVDA market capitalization above $6T before 2027?", "same", 1),
        ("Nvidia worth more than $6,000,000,000,000 by end of 2026?", "same", 1),
        ("Will NVIDIA's market cap exceed $5 trillion by Dec 31, 2026?", "other_threshold", 0),
        ("Will Microsoft's market cap exceed $6 trillion by Dec 31, 2026?", "other_entity", 0),
        ("Will NVIDIA be the largest company by market cap on Dec 31, 2026?",
         "other_measure", 0),
    ]),
    ("stocks", "Will Apple report fiscal Q1 2026 revenue above $130 billion?", [
        ("AAPL FQ1 2026 revenue > $130B?", "same", 1),
        ("Apple fiscal first-quarter 2026 sales above $130bn?", "same", 1),
        ("Will Apple report calendar Q1 2026 revenue above $130 billion?",
         "fiscal_vs_calendar", 0),
        ("Will Apple report fiscal Q1 2026 EPS above $2.50?", "other_measure", 0),
        ("Will Apple report fiscal Q2 2026 revenue above $130 billion?", "other_date", 0),
    ]),
    ("stocks", "Will the S&P 500 close above 7,000 on Dec 31, 2026?", [
        ("SPX year-end 2026 close: above 7000?", "same", 1),
        ("S&P 500 to finish 2026 above 7,000?", "same", 1),
        ("Will the S&P 500 hit 7,000 in 2026?", "touch_vs_close", 0),
        ("Will the Nasdaq 100 close above 7,000 on Dec 31, 2026?", "other_entity", 0),
        ("S&P 500 between 6,500 and 7,000 at year-end 2026?", "bucket", 0),
    ]),
    ("stocks", "Will Berkshire Hathaway Class B (BRK.B) close above $550 on June 30, 2026?", [
        ("BRK.B above $550 at the close on 6/30/26?", "same", 1),
        ("Berkshire B shares settle above $550 on June 30, 2026?", "same", 1),
        ("Will BRK.A close above $550 on June 30, 2026?", "other_entity", 0),
        ("Will BRK.B close above $600 on June 30, 2026?", "other_threshold", 0),
    ]),
    ("stocks", "Tesla stock price on Dec 31, 2026: $400 to $449.99?", [
        ("Will TSLA close between $400 and $450 on Dec 31, 2026?", "same", 1),
        ("TSLA close on 12/31/2026: $450 to $499.99?", "other_bucket", 0),
        ("Will TSLA close above $400 on Dec 31, 2026?", "bucket_vs_threshold", 0),
    ]),
    # ---- macro
    ("macro", "Will the Fed cut rates at the March 2026 FOMC meeting?", [
        ("Fed lowers the federal funds rate in March 2026?", "same", 1),
        ("March 2026 Fed decision: rate cut?", "same", 1),
        ("FOMC March 2026: 50bp cut?", "other_size", 0),
        ("Will the Fed hike rates at the March 2026 FOMC meeting?", "other_comparator", 0),
        ("Will the Fed cut rates at the June 2026 FOMC meeting?", "other_date", 0),
        ("Will the ECB cut rates in March 2026?", "other_entity", 0),
    ]),
    ("macro", "Will US CPI inflation for May 2026 be above 3.0% year over year?", [
        ("CPI YoY May 2026 > 3.0%?", "same", 1),
        ("May 2026 headline CPI (y/y) above 3%?", "same", 1),
        ("Will core CPI for May 2026 be above 3.0% year over year?", "other_measure", 0),
        ("Will US CPI for May 2026 be above 3.0% month over month?", "other_measure", 0),
        ("CPI YoY May 2026 between 2.9% and 3.0%?", "bucket", 0),
    ]),
    ("macro", "Will the US unemployment rate be 4.5% or higher in June 2026?", [
        ("June 2026 unemployment rate ≥ 4.5%?", "same", 1),
        ("US jobless rate at or above 4.5% for June 2026?", "same", 1),
        ("Will the US unemployment rate be 4.5% or higher in July 2026?", "other_date", 0),
        ("Will the Canadian unemployment rate be 4.5% or higher in June 2026?",
         "other_entity", 0),
        ("June 2026 unemployment rate: 4.3% to 4.4%?", "bucket", 0),
    ]),
    ("macro", "Will US Q2 2026 GDP growth be above 2.0%?", [
        ("Q2 2026 real GDP (advance estimate, annualized) > 2%?", "same", 1),
        ("US economy grows more than 2% in the second quarter of 2026?", "same", 1),
        ("Will US Q3 2026 GDP growth be above 2.0%?", "other_date", 0),
        ("Will US Q2 2026 GDP growth be below 2.0%?", "other_comparator", 0),
        ("Will UK Q2 2026 GDP growth be above 2.0%?", "other_entity", 0),
    ]),
    ("macro", "Will the national average gas price be above $3.50 on July 4, 2026?", [
        ("AAA national average gas price > $3.50 on 7/4/2026?", "same", 1),
        ("US regular gasoline average over $3.50/gal on Jul 4, 2026?", "same", 1),
        ("Will California's average gas price be above $3.50 on July 4, 2026?",
         "other_entity", 0),
        ("Will the national average diesel price be above $3.50 on July 4, 2026?",
         "other_measure", 0),
    ]),
    ("macro", "CPI MoM for June 2026: 0.3%?", [
        ("Will June 2026 CPI rise exactly 0.3% month over month?", "same", 1),
        ("Will June 2026 CPI rise at least 0.3% month over month?", "bucket_vs_threshold", 0),
        ("CPI MoM for June 2026: 0.4%?", "other_bucket", 0),
        ("Core CPI MoM for June 2026: 0.3%?", "other_measure", 0),
    ]),
    # ---- weather
    ("weather", "Will the high temperature in NYC reach 95°F on July 20, 2026?", [
        ("Central Park high temp on Jul 20, 2026: 95° or above?", "same", 1),
        ("New York City max temperature ≥ 95°F on 7/20/2026?", "same", 1),
        ("Will the high temperature in NYC reach 90°F on July 20, 2026?", "other_threshold", 0),
        ("NYC high temp on Jul 20, 2026: 93-94°?", "bucket", 0),
        ("Will the high temperature in NYC be above 95°F on July 20, 2026?",
         "other_threshold", 0),
        ("Will the high temperature in Boston reach 95°F on July 20, 2026?", "other_entity", 0),
    ]),
    ("weather", "Will Chicago get more than 10 inches of snow in January 2026?", [
        ("Chicago (O'Hare) January 2026 snowfall above 10 inches?", "same", 1),
        ("Chicago snow total for Jan 2026 > 10 in?", "same", 1),
        ("Will Chicago get more than 10 inches of rain in January 2026?", "other_measure", 0),
        ("Will Chicago get more than 10 inches of snow in February 2026?", "other_date", 0),
        ("Will Detroit get more than 10 inches of snow in January 2026?", "other_entity", 0),
    ]),
    ("weather", "Will the high in Miami be 90°F or higher on August 1, 2026?", [
        ("Miami max temp on Aug 1, 2026: 90°+?", "same", 1),
        ("Highest temperature in Miami at least 90 degrees on 8/1/2026?", "same", 1),
        ("Will the low in Miami be 90°F or higher on August 1, 2026?", "other_measure", 0),
        ("Miami high temp on Aug 1, 2026: 88-89°?", "bucket", 0),
        ("Will the high in Miami be 90°F or higher on August 2, 2026?", "other_date", 0),
    ]),
    ("weather", "NYC high temp on Aug 10, 2026: 88° to 89°?", [
        ("Will the high in New York City be 88-89°F on August 10, 2026?", "same", 1),
        ("Will the high in NYC be at least 88°F on August 10, 2026?", "bucket_vs_threshold", 0),
        ("NYC high temp on Aug 10, 2026: 90° to 91°?", "other_bucket", 0),
    ]),
    ("weather", "Will a Category 5 hurricane make landfall in the US in 2026?", [
        ("US Cat 5 hurricane landfall before 2027?", "same", 1),
        ("Will a Category 4 hurricane make landfall in the US in 2026?", "other_threshold", 0),
        ("Will a Category 5 hurricane form in the Atlantic in 2026?", "other_measure", 0),
        ("Will a Category 5 hurricane make landfall in Mexico in 2026?", "other_entity", 0),
    ]),
    ("weather", "How many named storms in the 2026 Atlantic hurricane season? 15 to 17", [
        ("2026 Atlantic named storms: 15-17?", "same", 1),
        ("2026 Atlantic named storms: 18 or more?", "bucket_vs_threshold", 0),
        ("2026 Atlantic hurricanes: 15-17?", "other_measure", 0),
    ]),
    # ---- NBA
    ("nba", "Will Victor Wembanyama win the 2025-26 NBA MVP?", [
        ("Wemby MVP 2026?", "same", 1),
        ("2026 NBA Most Valuable Player: Victor Wembanyama?", "same", 1),
        ("Will Victor Wembanyama win the 2025-26 NBA Defensive Player of the Year?",
         "other_award", 0),
        ("Will Victor Wembanyama win the 2026-27 NBA MVP?", "other_date", 0),
        ("Will Shai Gilgeous-Alexander win the 2025-26 NBA MVP?", "other_entity", 0),
    ]),
    ("nba", "Will the Oklahoma City Thunder win the 2026 NBA Finals?", [
        ("OKC to win the 2026 NBA Championship?", "same", 1),
        ("NBA Champion 2025-26: Thunder?", "same", 1),
        ("Will the Oklahoma City Thunder win the 2026 Western Conference Finals?",
         "other_round", 0),
        ("Will the Oklahoma City Thunder reach the 2026 NBA Finals?", "other_round", 0),
        ("Will the Oklahoma City Thunder win the 2027 NBA Finals?", "other_date", 0),
    ]),
    ("nba", "Lakers vs. Celtics on Feb 12, 2026: Lakers win?", [
        ("Will the Los Angeles Lakers beat the Boston Celtics on February 12, 2026?", "same", 1),
        ("LAL @ BOS (Feb 12, 2026) - LAL to win", "same", 1),
        ("Lakers vs. Celtics on Feb 12, 2026: Celtics win?", "other_winner", 0),
        ("Lakers vs. Celtics on Feb 12, 2026: Lakers win by 10+?", "other_measure", 0),
        ("Lakers vs. Celtics on Feb 12, 2026: Lakers win the first half?", "other_measure", 0),
    ]),
    ("nba", "Will Stephen Curry score 30+ points against the Suns on Mar 5, 2026?", [
        ("Steph Curry 30 or more points vs PHX on March 5, 2026?", "same", 1),
        ("Stephen Curry: 30+ points (GSW vs PHX, Mar 5, 2026)", "same", 1),
        ("Will Stephen Curry score 30+ points against the Suns on Mar 7, 2026?",
         "other_date", 0),
        ("Will Stephen Curry make 5+ threes against the Suns on Mar 5, 2026?",
         "other_measure", 0),
        ("Will Stephen Curry score more than 30 points against the Suns on Mar 5, 2026?",
         "other_threshold", 0),
        ("Will Seth Curry score 30+ points against the Suns on Mar 5, 2026?",
         "other_entity", 0),
    ]),
    # ---- NFL
    ("nfl", "Will the Kansas City Chiefs win Super Bowl LXI?", [
        ("Super Bowl 2027 champion: Kansas City?", "same", 1),
        ("Chiefs to win the Super Bowl after the 2026 NFL season?", "same", 1),
        ("Will the Kansas City Chiefs win the AFC Championship in the 2026 season?",
         "other_round", 0),
        ("Will the Kansas City Chiefs win Super Bowl LX?", "other_date", 0),
        ("Will the Kansas City Royals win the 2026 World Series?", "other_league", 0),
    ]),
    ("nfl", "Will Patrick Mahomes throw for over 4,500 passing yards in the 2026 NFL regular "
     "season?", [
        ("Patrick Mahomes more than 4500 pass yds, 2026 regular season?", "same", 1),
        ("Mahomes 4,501+ passing yards in the 2026 regular season?", "same", 1),
        ("Mahomes 4,500+ passing yards in the 2026 regular season?", "other_threshold", 0),
        ("Will Patrick Mahomes throw over 35 touchdown passes in the 2026 NFL regular season?",
         "other_measure", 0),
    ]),
    ("nfl", "Will the Philadelphia Eagles make the 2026-27 NFL playoffs?", [
        ("Eagles to reach the postseason in the 2026 NFL season?", "same", 1),
        ("PHI makes NFL playoffs 2026-27?", "same", 1),
        ("Will the Philadelphia Eagles win the NFC East in 2026?", "other_round", 0),
        ("Will the Philadelphia Eagles miss the 2026-27 NFL playoffs?", "negation", 0),
        ("Will the Philadelphia Phillies make the 2026 MLB playoffs?", "other_league", 0),
    ]),
    # ---- NHL / MLB
    ("nhl_mlb", "Will the Edmonton Oilers win the 2026 Stanley Cup?", [
        ("2026 NHL Champion: Oilers?", "same", 1),
        ("EDM wins Stanley Cup 2026?", "same", 1),
        ("Will the Edmonton Oilers win the 2026 Western Conference Final?", "other_round", 0),
        ("Will the Edmonton Oilers win the 2027 Stanley Cup?", "other_date", 0),
        ("Will the Florida Panthers win the 2026 Stanley Cup?", "other_entity", 0),
    ]),
    ("nhl_mlb", "Will Shohei Ohtani hit 50 or more home runs in the 2026 MLB regular season?", [
        ("Ohtani 50+ HR in 2026?", "same", 1),
        ("Shohei Ohtani home runs, 2026 regular season: over 49.5?", "same", 1),
        ("Will Shohei Ohtani hit more than 50 home runs in the 2026 MLB regular season?",
         "other_threshold", 0),
        ("Will Shohei Ohtani steal 50 or more bases in the 2026 MLB regular season?",
         "other_measure", 0),
        ("Will Aaron Judge hit 50 or more home runs in the 2026 MLB regular season?",
         "other_entity", 0),
    ]),
    ("nhl_mlb", "Will the New York Yankees win the 2026 World Series?", [
        ("2026 MLB champion: NYY?", "same", 1),
        ("Yanks win World Series 2026?", "same", 1),
        ("Will the New York Mets win the 2026 World Series?", "other_entity", 0),
        ("Will the New York Yankees win the 2026 American League pennant?", "other_round", 0),
        ("Will the New York Yankees win the 2026 AL East?", "other_round", 0),
    ]),
    # ---- soccer, tennis, golf, F1, college
    ("world_sports", "Will Arsenal win the 2025-26 Premier League?", [
        ("EPL 2025/26 winner: Arsenal?", "same", 1),
        ("Gunners to win the English Premier League title in 2026?", "same", 1),
        ("Will Arsenal win the 2025-26 Champions League?", "other_competition", 0),
        ("Will Arsenal finish in the top 4 of the 2025-26 Premier League?", "other_measure", 0),
        ("Will Arsenal win the 2025-26 FA Cup?", "other_competition", 0),
    ]),
    ("world_sports", "Will Carlos Alcaraz win the 2026 US Open men's singles?", [
        ("2026 US Open (Men) champion: Alcaraz?", "same", 1),
        ("Alcaraz to win the US Open 2026?", "same", 1),
        ("Will Carlos Alcaraz win the 2026 Wimbledon men's singles?", "other_competition", 0),
        ("Will Carlos Alcaraz reach the 2026 US Open final?", "other_round", 0),
    ]),
    ("world_sports", "Will Aryna Sabalenka win the 2026 Australian Open women's singles?", [
        ("Australian Open 2026 women's champion: Sabalenka?", "same", 1),
        ("AO 2026 WTA title: Aryna Sabalenka?", "same", 1),
        ("Will Aryna Sabalenka win the 2026 French Open women's singles?",
         "other_competition", 0),
        ("Will Aryna Sabalenka reach the 2026 Australian Open semifinals?", "other_round", 0),
    ]),
    ("world_sports", "Will Scottie Scheffler win the 2026 Masters?", [
        ("Masters Tournament 2026 winner: Scottie Scheffler?", "same", 1),
        ("Scheffler to win the Masters at Augusta National in 2026?", "same", 1),
        ("Will Scottie Scheffler finish top 10 at the 2026 Masters?", "other_measure", 0),
        ("Will Scottie Scheffler win the 2026 PGA Championship?", "other_competition", 0),
        ("Will Rory McIlroy win the 2026 Masters?", "other_entity", 0),
    ]),
    ("world_sports", "Will Max Verstappen win the 2026 F1 Drivers' Championship?", [
        ("Formula 1 2026 World Drivers' Champion: Verstappen?", "same", 1),
        ("Verstappen to win the 2026 Formula One drivers' title?", "same", 1),
        ("Will Red Bull win the 2026 F1 Constructors' Championship?", "other_measure", 0),
        ("Will Max Verstappen win the 2026 Monaco Grand Prix?", "other_competition", 0),
        ("Will Max Verstappen win the 2027 F1 Drivers' Championship?", "other_date", 0),
    ]),
    ("world_sports", "Will UConn win the 2026 NCAA women's basketball championship?", [
        ("2026 NCAA Women's Tournament champion: UConn Huskies?", "same", 1),
        ("UConn Huskies to win the 2026 women's national title?", "same", 1),
        ("Will UConn win the 2026 NCAA men's basketball championship?", "men_vs_women", 0),
        ("Will South Carolina win the 2026 NCAA women's basketball championship?",
         "other_entity", 0),
        ("Will UConn reach the 2026 Women's Final Four?", "other_round", 0),
    ]),
    # ---- politics
    ("politics", "Will Gavin Newsom win the 2028 Democratic presidential nomination?", [
        ("Newsom Dem nominee 2028?", "same", 1),
        ("2028 Democratic nominee for President: Gavin Newsom?", "same", 1),
        ("Will Gavin Newsom win the 2028 presidential election?", "other_stage", 0),
        ("Will Josh Shapiro win the 2028 Democratic presidential nomination?",
         "other_entity", 0),
        ("Will Gavin Newsom win the 2028 Democratic Iowa caucus?", "other_stage", 0),
    ]),
    ("politics", "Will Republicans keep control of the Senate after the 2026 midterms?", [
        ("GOP retains Senate majority in 2026 midterms?", "same", 1),
        ("Senate 2026: Republicans control?", "same", 1),
        ("Will Republicans keep control of the House after the 2026 midterms?",
         "other_office", 0),
        ("Will Republicans win 55 or more Senate seats in the 2026 midterms?",
         "other_threshold", 0),
        ("Will Democrats win control of the Senate after the 2026 midterms?", "other_entity", 0),
    ]),
    ("politics", "Will Katie Porter be elected Governor of California in 2026?", [
        ("California gubernatorial election 2026 winner: Porter?", "same", 1),
        ("Katie Porter wins CA governor race 2026?", "same", 1),
        ("Will Katie Porter finish first in the 2026 California gubernatorial primary?",
         "other_stage", 0),
        ("Will Katie Porter be elected Governor of California in 2030?", "other_date", 0),
        ("Will Katie Porter be elected to the US Senate from California in 2026?",
         "other_office", 0),
    ]),
    ("politics", "Will Keir Starmer cease to be UK Prime Minister before 2027?", [
        ("Starmer out as PM by December 31, 2026?", "same", 1),
        ("Will Keir Starmer leave office as British Prime Minister in 2026?", "same", 1),
        ("Will Keir Starmer cease to be UK Prime Minister before July 2026?", "other_date", 0),
        ("Will Keir Starmer remain UK Prime Minister through 2026?", "negation", 0),
        ("Will Keir Starmer cease to be Labour Party leader before 2027?", "other_office", 0),
    ]),
    ("politics", "Will there be a US government shutdown in 2026?", [
        ("US federal government shutdown by Dec 31, 2026?", "same", 1),
        ("Will the US government shut down at any point in 2026?", "same", 1),
        ("Will a US government shutdown last more than 30 days in 2026?", "other_measure", 0),
        ("Will there be a US government shutdown in 2027?", "other_date", 0),
    ]),
    # ---- tech, media, companies, commodities
    ("tech_media", "Will OpenAI release GPT-6 before July 1, 2026?", [
        ("GPT-6 released by June 30, 2026?", "same", 1),
        ("OpenAI ships GPT-6 by Jun 30, 2026?", "same", 1),
        ("Will OpenAI release GPT-5.5 before July 1, 2026?", "other_entity", 0),
        ("Will OpenAI release GPT-6 before October 1, 2026?", "other_date", 0),
        ("Will OpenAI open-source GPT-6 before July 1, 2026?", "other_measure", 0),
    ]),
    ("tech_media", "Will Avengers: Doomsday gross more than $300 million domestically on its "
     "opening weekend?", [
        ("Avengers: Doomsday domestic opening weekend above $300M?", "same", 1),
        ("Doomsday opening weekend US box office over $300,000,000?", "same", 1),
        ("Avengers: Doomsday worldwide opening weekend above $300M?", "other_measure", 0),
        ("Will Avengers: Doomsday gross more than $350 million domestically on its opening "
         "weekend?", "other_threshold", 0),
        ("Avengers: Doomsday domestic opening weekend between $250M and $300M?", "bucket", 0),
    ]),
    ("tech_media", "Will Tesla deliver more than 500,000 vehicles in Q3 2026?", [
        ("Tesla Q3 2026 deliveries above 500k?", "same", 1),
        ("TSLA third-quarter 2026 vehicle deliveries > 500,000?", "same", 1),
        ("Will Tesla produce more than 500,000 vehicles in Q3 2026?", "other_measure", 0),
        ("Tesla Q3 2026 deliveries: 450k-500k?", "bucket", 0),
        ("Will Tesla deliver more than 500,000 vehicles in Q4 2026?", "other_date", 0),
    ]),
    ("tech_media", "Will 'One Battle After Another' win Best Picture at the 2026 Oscars?", [
        ("Oscars 2026 Best Picture winner: One Battle After Another?", "same", 1),
        ("Academy Awards 2026 Best Picture: 'One Battle After Another'?", "same", 1),
        ("Will 'One Battle After Another' win Best Motion Picture - Drama at the 2026 Golden "
         "Globes?", "other_competition", 0),
        ("Will Paul Thomas Anderson win Best Director at the 2026 Oscars?", "other_measure", 0),
    ]),
    ("tech_media", "How many times will Elon Musk post on X from January 1 to January 7, 2026? "
     "200 to 224", [
        ("Elon Musk # of tweets Jan 1-7, 2026: 200-224?", "same", 1),
        ("Elon Musk # of tweets Jan 1-7, 2026: 225-249?", "other_bucket", 0),
        ("Will Elon Musk post 200 or more times on X from January 1 to January 7, 2026?",
         "bucket_vs_threshold", 0),
    ]),
    ("commodities", "Will gold settle above $4,000 per ounce on June 30, 2026?", [
        ("Gold closes above $4,000/oz on 6/30/2026?", "same", 1),
        ("XAU/USD end-of-day above $4k on Jun 30, 2026?", "same", 1),
        ("Will gold trade above $4,000 per ounce at any time by June 30, 2026?",
         "touch_vs_close", 0),
        ("Will gold settle above $4,500 per ounce on June 30, 2026?", "other_threshold", 0),
        ("Gold between $3,900 and $4,000 on June 30, 2026?", "bucket", 0),
    ]),
    ("commodities", "Will WTI crude close above $90 a barrel on September 30, 2026?", [
        ("Crude oil (WTI) settles > $90 on 9/30/26?", "same", 1),
        ("WTI end of day price on Sep 30, 2026 above $90/bbl?", "same", 1),
        ("Will Brent crude close above $90 a barrel on September 30, 2026?", "other_entity", 0),
        ("Will WTI crude close below $90 a barrel on September 30, 2026?",
         "other_comparator", 0),
        ("Will WTI crude hit $90 a barrel by September 30, 2026?", "touch_vs_close", 0),
    ]),
]


def rows() -> list[dict[str, object]]:
    out: list[dict[str, object]] = []
    for i, (family, anchor, pairs) in enumerate(ANCHORS):
        split = "heldout" if i % 2 == 0 else "dev"
        for b, trap, label in pairs:
            out.append({"id": f"heldout9-{len(out):04d}", "a": anchor, "b": b, "trap": trap,
                        "family": family, "split": split, "anchor": i, "label": label})
    return out


if __name__ == "__main__":
    path = Path(__file__).parent / "market_pairs_heldout9.jsonl"
    with path.open("w") as f:
        for row in rows():
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    made = rows()
    print(len(made), sum(int(r["label"]) for r in made))
