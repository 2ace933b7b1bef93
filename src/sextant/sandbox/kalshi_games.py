"""Live games of the Kalshi simulator: milestones, play-by-play and each game's win markets.

A game runs from 100 minutes before the simulator's anchor hour to 160 minutes after it, so it
is live during the whole hour the simulator serves. Each game has a scripted shape:

- ``home_run`` / ``away_run``: one side scores every play of the last half hour and beyond
  while the market is frozen (a latency window: the spec's upside/downside lag);
- ``tracking``: the home side outscores the away side 2 to 1 and the market follows the
  score (a large move in any hour);
- ``thin``: only two scoring plays so far (too little data for a signal);
- ``final``: the game is over; ``unsupported``: a sport the endpoint does not cover.

Scoring plays after the request's clock are not shown; a market's price at minute ``t`` is a
logistic of the score margin at ``t`` (or frozen at the margin of ``freeze`` minutes, for the
lagging games). Everything is a pure function of (seed, anchor, shape).
"""

from __future__ import annotations

import hashlib
import math
from dataclasses import dataclass

from sextant.venues.kalshi_facts import EXAMPLE_MILESTONE

__all__ = ["GAMES", "Game", "Play", "game_price", "plays_until"]

MINUTE_S = 60
GAME_START_MIN = -100
GAME_END_MIN = 160


@dataclass(frozen=True, slots=True)
class Play:
    minute: int  # minutes from the anchor
    team: str  # home | away
    points: int


@dataclass(frozen=True, slots=True)
class Game:
    key: str
    milestone_type: str
    league: str  # series stem of the event ticker (KXNBAGAME ...)
    home: str
    away: str
    home_name: str
    away_name: str
    shape: str
    points: int  # points per basket of the sport
    k: float  # logistic steepness of price in the margin
    freeze: int | None = None  # minute after which the market stops moving
    status: str = "live"

    def milestone_id(self) -> str:
        if self.key == "example":
            return EXAMPLE_MILESTONE
        h = hashlib.sha256(f"kalshi-game:{self.key}".encode()).hexdigest()
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:32]}"

    def plays(self) -> tuple[Play, ...]:
        """Every scoring play of the game (including ones after the request's clock)."""
        out: list[Play] = []
        if self.shape == "thin":
            return (Play(-20, "home", self.points), Play(-8, "away", self.points))
        for i, minute in enumerate(range(GAME_START_MIN + 3, GAME_END_MIN, 4)):
            if self.shape == "home_run" and minute >= -30:
                team = "home"
            elif self.shape == "away_run" and minute >= -30:
                team = "away"
            elif self.shape == "tracking":
                team = "away" if i % 3 == 2 else "home"
            else:
                team = "home" if i % 2 == 0 else "away"
            out.append(Play(minute, team, self.points))
        return tuple(out)


GAMES: tuple[Game, ...] = (
    Game("example", "basketball_game", "KXNBAGAME", "BOS", "NYK", "Boston", "New York",
         "home_run", 2, 0.08, freeze=-75),
    Game("nfl-away", "football_game", "KXNFLGAME", "KC", "BUF", "Kansas City", "Buffalo",
         "away_run", 3, 0.12, freeze=-75),
    Game("nhl-track", "hockey_game", "KXNHLGAME", "TOR", "MTL", "Toronto", "Montreal",
         "tracking", 1, 0.15),
    Game("mlb-track", "baseball_game", "KXMLBGAME", "LAD", "NYY", "Los Angeles D",
         "New York Y", "tracking", 1, 0.15),
    Game("soccer-thin", "soccer", "KXEPLGAME", "ARS", "LIV", "Arsenal", "Liverpool", "thin",
         1, 0.9),
    Game("wnba-final", "wnba_game", "KXWNBAGAME", "NYL", "LVA", "New York Liberty",
         "Las Vegas Aces", "tracking", 2, 0.08, status="final"),
    Game("tennis", "tennis_match", "KXATPMATCH", "SIN", "ALC", "Sinner", "Alcaraz", "tracking",
         1, 0.3),
)


def plays_until(game: Game, minute: float) -> tuple[Play, ...]:
    """The scoring plays up to ``minute`` (every play of a finished game)."""
    if game.status == "final":
        return game.plays()
    return tuple(p for p in game.plays() if p.minute <= minute)


def _margin(game: Game, minute: float) -> int:
    return sum(p.points if p.team == "home" else -p.points for p in plays_until(game, minute))


def game_price(game: Game, minute: float) -> float:
    """The home team's win probability the market shows at ``minute``."""
    if game.freeze is not None:
        minute = min(minute, game.freeze)
    p = 1.0 / (1.0 + math.exp(-game.k * _margin(game, minute)))
    return min(0.97, max(0.03, round(p, 2)))
